// A frame and a timeline record as JSON (docs/JSON.md): what `plan` and `pose --frames` print
// and what tools that pipe them read. Fields in a fixed order, numbers in JavaScript's form.
#include "jt/creature/pose.h"
#include "jt/program/block.h"
#include "jt/program/program.h"
#include "jt/runtime/frame.h"
#include "jt/runtime/pose.h"

namespace jt::rt {

json::Value frame_to_json(const Frame& frame) {
  json::Object o;
  o.set("t", frame.t);
  o.set("scene", frame.scene ? json::Value(*frame.scene) : json::Value());
  o.set("place", frame.place ? json::Value(*frame.place) : json::Value());
  o.set("background", frame.background);
  o.set("grade", frame.grade);
  o.set("caption", frame.caption ? json::Value(*frame.caption) : json::Value());
  json::Object characters;
  json::Array order;
  for (const CharacterFrame& c : frame.characters) {
    json::Object ch;
    ch.set("x", c.x);
    ch.set("y", c.y);
    ch.set("h", c.h);
    ch.set("facing", c.facing);
    ch.set("visible", c.visible);
    ch.set("pose", pose_to_json(c.pose));
    ch.set("talking", c.talking);
    // A creature's body as `pose CREATURE.json` prints it (docs/CREATURES.md), in its world px.
    if (c.creature != nullptr) {
      ch.set("creature", c.visible ? creature::pose_to_json(c.body, *c.creature) : json::Value());
    }
    characters.set(c.id, std::move(ch));
    order.push_back(c.id);
  }
  o.set("characters", std::move(characters));
  o.set("order", std::move(order));
  json::Object camera;
  camera.set("x", frame.camera.x);
  camera.set("y", frame.camera.y);
  camera.set("w", frame.camera.w);
  if (frame.camera.roll != 0) camera.set("roll", frame.camera.roll);  // only when rolled
  o.set("camera", std::move(camera));
  // Only a cartoon with props says so (docs/PROPS.md): every other frame's JSON is the spec's.
  if (!frame.props.empty()) {
    json::Array props;
    for (const PropFrame& p : frame.props) {
      json::Object prop;
      prop.set("name", p.name);
      prop.set("pack", p.pack);
      if (!p.holder.empty()) {
        prop.set("held_by", p.holder);
        prop.set("hand", p.hand < 0 ? "left hand" : "right hand");
      } else if (!p.on.empty()) {
        prop.set("on", p.on);
        prop.set("x", p.x);
      } else {
        prop.set("x", p.x);
        prop.set("y", p.y);
      }
      prop.set("size", p.size);
      prop.set("bites", p.bites);
      if (!p.text.empty()) prop.set("text", p.text);
      props.push_back(std::move(prop));
    }
    o.set("props", std::move(props));
  }
  return o;
}

json::Value record_to_json(const TimelineRecord& r) {
  auto text = [](const std::string* v) { return v != nullptr ? json::Value(*v) : json::Value(); };
  json::Object o;
  o.set("t", r.t);
  o.set("dur", r.dur);
  o.set("kind", r.kind);
  if (r.kind == "scene") {
    o.set("name", r.text);
    o.set("place", text(r.place));
    o.set("grade", text(r.grade));
  } else if (r.kind == "cut") {
    o.set("place", text(r.place));
    o.set("grade", text(r.grade));
  } else if (r.kind == "caption") {
    o.set("text", r.text);
  } else if (r.kind == "sound" || r.kind == "music") {
    o.set("clip", text(r.clip));
    if (auto v = r.number(r.kVolume)) o.set("volume", *v);
    if (auto v = r.number(r.kPan); v && r.kind == "sound") o.set("pan", *v);
    if (auto v = r.number(r.kFadeIn); v && r.kind == "music") o.set("fade_in", *v);
    if (auto v = r.number(r.kFadeOut); v && r.kind == "music") o.set("fade_out", *v);
    if (auto v = r.number(r.kFrom); v && r.kind == "music") o.set("from", *v);
    if (r.loop) o.set("loop", true);
  } else if (r.kind == "shot") {
    json::Array on;
    if (r.cast != nullptr) {
      for (const std::string& id : *r.cast)
        on.push_back(id);
    }
    o.set("on", std::move(on));
    o.set("size", r.side);
  } else if (r.kind == "zoom" || r.kind == "pan" || r.kind == "shake" || r.kind == "roll") {
    if (!r.who.empty()) o.set("on", r.who);
    if (auto v = r.number(r.kTo); v && (r.kind == "zoom" || r.kind == "roll")) o.set("to", *v);
    if (r.kind != "shake") {
      if (auto v = r.number(r.kX)) o.set("x", *v);
      if (auto v = r.number(r.kY)) o.set("y", *v);
    } else if (auto v = r.number(r.kAmount)) {
      o.set("amount", *v);
    }
  } else if (r.kind != "put" && r.kind != "remove") {
    o.set("who", r.who);  // a give's is the one giving
  }
  if (r.kind == "say") {
    o.set("text", r.text);
    o.set("voice", text(r.voice));
    o.set("mood", text(r.mood));
    if (auto v = r.number(r.kSpeed)) o.set("speed", *v);
    if (auto v = r.number(r.kPitch)) o.set("pitch", *v);
    if (r.clip != nullptr) o.set("clip", *r.clip);  // only a recorded line has one
    if (r.sung) o.set("sung", true);                // only a sung line
  } else if (r.kind == "does") {
    const BehaviourRef* b = r.behaviour;
    // An inline behaviour by its name, or "inline" when it has none (docs/DIRECTOR.md).
    o.set("behaviour", b == nullptr               ? json::Value()
                       : b->program == nullptr    ? b->as_written
                       : b->program->name.empty() ? json::Value("inline")
                                                  : json::Value(b->program->name));
    if (r.also) o.set("also", true);
  } else if (r.kind == "place") {
    if (auto v = r.number(r.kX)) o.set("x", *v);
    if (auto v = r.number(r.kY)) o.set("y", *v);
    if (auto v = r.number(r.kH)) o.set("h", *v);
    if (auto v = r.number(r.kFacing)) o.set("facing", *v);
  } else if (r.kind == "enter") {
    o.set("from", r.side);
  } else if (r.kind == "exit") {
    o.set("to", r.side);
  } else if (r.kind == "mood") {
    o.set("mood", text(r.mood));
  } else if (r.kind == "view") {
    o.set("view", r.side);
  } else if (r.kind == "put" || r.kind == "hold" || r.kind == "give" || r.kind == "drop" ||
             r.kind == "eat" || r.kind == "use" || r.kind == "remove") {
    o.set("prop", r.text);
    if (r.kind == "give") o.set("to", r.side);
    if (r.kind == "hold") o.set("hand", r.side);
    if (r.kind == "put" && !r.side.empty()) o.set("on", r.side);
    if (auto v = r.number(r.kX); v && r.kind == "put") o.set("x", *v);
    if (auto v = r.number(r.kY); v && r.kind == "put") o.set("y", *v);
  } else if (r.kind == "reach") {
    o.set("at", r.text);
    o.set("spot", r.side);
  }
  return o;
}

}  // namespace jt::rt
