#include "validate_reports.h"

#include <set>

#include "jt/json/value.h"
#include "jt/json/write.h"
#include "jt/printable.h"
#include "log.h"

namespace jt::cmd {
namespace {

// Text for XML's attributes and content: its five special characters as entities, and no control
// character (printable() shows them as escapes; XML 1.0 cannot hold most of them at all).
std::string xml_text(std::string_view text) {
  std::string out;
  for (char c : printable(text, Newlines::kKeep)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// Where a problem is: its line and column, else its JSON pointer.
std::string location(const Diagnostic& d) {
  std::string where = d.file;
  if (d.line > 0) {
    where += ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
  } else if (!d.path.empty()) {
    where += ":" + d.path;
  }
  return where;
}

}  // namespace

std::string problem_text(const Diagnostic& d, std::string_view severity) {
  std::string text = printable(location(d)) + ": " + std::string(severity) + ": " +
                     printable(d.message) + " " + printable(code_note(d));
  if (!d.hint.empty()) text += "\n  hint: " + printable(d.hint);
  return text;
}

std::string junit_report(const std::vector<CheckedFile>& files) {
  std::size_t failures = 0;
  for (const CheckedFile& f : files)
    failures += f.ok ? 0 : 1;
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  const std::string counts = "tests=\"" + std::to_string(files.size()) + "\" failures=\"" +
                             std::to_string(failures) + "\" errors=\"0\"";
  xml += "<testsuites name=\"jabbertoon validate\" " + counts + ">\n";
  xml += "  <testsuite name=\"jabbertoon validate\" " + counts + ">\n";
  for (const CheckedFile& f : files) {
    xml += "    <testcase classname=\"jabbertoon.validate\" name=\"" + xml_text(f.file) + "\"";
    std::string problems;
    for (const Diagnostic& d : f.errors)
      problems += problem_text(d, "error") + "\n";
    for (const Diagnostic& d : f.warnings)
      problems += problem_text(d, "warning") + "\n";
    if (f.ok && problems.empty()) {
      xml += "/>\n";
      continue;
    }
    xml += ">\n";
    if (!f.ok) {
      const Diagnostic& first = f.errors.empty() ? f.warnings.front() : f.errors.front();
      xml += "      <failure type=\"" + std::string(code_name(first.code)) + "\" message=\"" +
             xml_text(first.message) + "\">" + xml_text(problems) + "</failure>\n";
    } else {
      xml += "      <system-out>" + xml_text(problems) + "</system-out>\n";
    }
    xml += "    </testcase>\n";
  }
  xml += "  </testsuite>\n</testsuites>\n";
  return xml;
}

std::string sarif_report(const std::vector<CheckedFile>& files) {
  std::set<std::string> codes;
  json::Array results;
  auto add = [&](const Diagnostic& d, const char* level) {
    const std::string code(code_name(d.code));
    codes.insert(code);
    json::Object region;
    if (d.line > 0) {
      region.set("startLine", static_cast<double>(d.line));
      region.set("startColumn", static_cast<double>(std::max(d.column, 1)));
    }
    json::Object artifact;
    artifact.set("uri", d.file);
    json::Object physical;
    physical.set("artifactLocation", std::move(artifact));
    if (d.line > 0) physical.set("region", std::move(region));
    json::Object location;
    location.set("physicalLocation", std::move(physical));
    if (!d.path.empty()) {
      json::Object logical;
      logical.set("fullyQualifiedName", d.path);  // the JSON pointer
      location.set("logicalLocations", json::Array{json::Value(std::move(logical))});
    }
    json::Object message;
    message.set("text", d.hint.empty() ? d.message : d.message + " (hint: " + d.hint + ")");
    json::Object result;
    result.set("ruleId", code);
    result.set("level", level);
    result.set("message", std::move(message));
    result.set("locations", json::Array{json::Value(std::move(location))});
    results.push_back(std::move(result));
  };
  for (const CheckedFile& f : files) {
    for (const Diagnostic& d : f.errors)
      add(d, "error");
    for (const Diagnostic& d : f.warnings)
      add(d, "warning");
  }
  json::Array rules;
  for (const std::string& code : codes) {
    json::Object rule;
    rule.set("id", code);
    json::Object help;
    help.set("text", "docs/VALIDATION.md, \"Codes\": " + code);
    rule.set("help", std::move(help));
    rules.push_back(std::move(rule));
  }
  json::Object driver;
  driver.set("name", "jabbertoon");
  driver.set("version", JT_VERSION);
  driver.set("informationUri", "https://jabbertoon.com/");
  driver.set("rules", std::move(rules));
  json::Object tool;
  tool.set("driver", std::move(driver));
  json::Object run;
  run.set("tool", std::move(tool));
  run.set("results", std::move(results));
  json::Object sarif;
  sarif.set("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
  sarif.set("version", "2.1.0");
  sarif.set("runs", json::Array{json::Value(std::move(run))});
  return json::write_readable(sarif) + "\n";
}

}  // namespace jt::cmd
