// A small builder for template trees: parts and shapes as pack JSON, written the way a reader
// thinks of them ("a capsule 13 wide hanging from the shoulder").
#pragma once

#include <string>
#include <utility>

#include "jt/json/value.h"

namespace jt::render::tpl {

inline json::Value shape(const std::string& type, double w, double h, double ox = 0,
                         double oy = 0) {
  json::Object o;
  o.set("type", type);
  o.set("w", w);
  o.set("h", h);
  if (ox != 0) o.set("ox", ox);
  if (oy != 0) o.set("oy", oy);
  return o;
}

inline json::Value with(json::Value shape, const std::string& key, json::Value value) {
  shape.as_object().set(key, std::move(value));
  return shape;
}

inline json::Value point(double x, double y) {
  json::Object o;
  o.set("x", x);
  o.set("y", y);
  return o;
}

class Node {
 public:
  Node(const std::string& id, const std::string& role) {
    o_.set("id", id);
    o_.set("role", role.empty() ? json::Value() : json::Value(role));
  }
  Node& side(int s) { return s == 0 ? *this : set("side", s); }
  Node& index(int i) { return set("index", i); }
  Node& shape(json::Value s) { return set("shape", std::move(s)); }
  Node& at(double x, double y) { return set("pos", point(x, y)); }
  Node& rot(double deg) { return deg == 0 ? *this : set("rot", deg); }
  Node& z(double z) { return z == 0 ? *this : set("z", z); }
  Node& fill(const std::string& color) { return set("fill", color); }
  Node& no_outline() { return set("outline", false); }
  Node& limits(double min, double max) {
    json::Object l;
    l.set("min", min);
    l.set("max", max);
    return set("limits", std::move(l));
  }
  Node& set(const std::string& key, json::Value v) {
    o_.set(key, std::move(v));
    return *this;
  }
  Node& child(const Node& n) {
    kids_.push_back(n.value());
    return *this;
  }
  json::Value value() const {
    json::Object o = o_;
    if (!kids_.empty()) o.set("children", kids_);
    return o;
  }

 private:
  json::Object o_;
  json::Array kids_;
};

}  // namespace jt::render::tpl
