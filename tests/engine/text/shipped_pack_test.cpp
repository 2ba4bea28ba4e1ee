// Every shipped pack under packs/ (spec "# Every pack"): its text view is, byte for byte, the text
// the spec prints for it (tests/golden/packs-text/, copied from the spec); every behaviour prepares
// without a diagnostic and poses the same bits however the clock is stepped (spec §0).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "jt/json/parse.h"
#include "jt/json/write.h"
#include "jt/program/program.h"
#include "jt/program/program_of.h"
#include "jt/runtime/runtime.h"
#include "jt/text/text_view.h"

namespace jt::text {
namespace {

namespace fs = std::filesystem;

const fs::path kPacks = fs::path(JT_SOURCE_DIR) / "packs";
const fs::path kGolden = fs::path(JT_TEST_DATA_DIR) / "golden" / "packs-text";

// A pack file by its path under packs/ without ".json" ("skeleton/bow"), and its type.
struct PackFile {
  std::string slug_path;
  std::string type;
};

json::Value read_json(const fs::path& path) {
  json::ParseResult parsed = json::parse_file(path.string());
  EXPECT_TRUE(parsed.ok()) << path << ": " << (parsed.ok() ? "" : parsed.error->message);
  return parsed.value;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every pack under packs/ that holds a program (not the characters, not a catalog), sorted.
std::vector<PackFile> program_packs() {
  std::vector<PackFile> packs;
  if (!fs::is_directory(kPacks)) return packs;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(kPacks)) {
    if (entry.path().extension() != ".json") continue;
    const json::Value pack = read_json(entry.path());
    const json::Value* type = pack.find("type");
    if (pack.find("pack") == nullptr || type == nullptr || !type->is_string()) continue;
    const std::string& t = type->as_string();
    if (t != "behaviour" && t != "scene" && t != "cartoon") continue;
    fs::path slug = fs::relative(entry.path(), kPacks).replace_extension();
    packs.push_back({slug.generic_string(), t});
  }
  std::ranges::sort(packs, {}, &PackFile::slug_path);
  return packs;
}

std::vector<PackFile> behaviour_packs() {
  std::vector<PackFile> packs = program_packs();
  std::erase_if(packs, [](const PackFile& p) { return p.type != "behaviour"; });
  return packs;
}

std::string test_name(const ::testing::TestParamInfo<PackFile>& info) {
  std::string name = info.param.slug_path;
  std::ranges::replace(name, '/', '_');
  return name;
}

class ShippedPackText : public ::testing::TestWithParam<PackFile> {};

TEST_P(ShippedPackText, IsTheShippedTextByteForByte) {
  const fs::path golden = kGolden / (GetParam().slug_path + ".txt");
  ASSERT_TRUE(fs::exists(golden)) << "no shipped text for " << GetParam().slug_path;
  const json::Value pack = read_json(kPacks / (GetParam().slug_path + ".json"));
  EXPECT_TRUE(text_view_errors(pack).empty());
  EXPECT_EQ(to_text(pack), read_text(golden));
}

INSTANTIATE_TEST_SUITE_P(ShippedPack, ShippedPackText, ::testing::ValuesIn(program_packs()),
                         test_name);

class ShippedBehaviour : public ::testing::TestWithParam<PackFile> {
 protected:
  std::shared_ptr<const Program> prepared() {
    const json::Value pack = read_json(kPacks / (GetParam().slug_path + ".json"));
    PrepareResult result = prepare_program(program_of(pack).program, GetParam().slug_path);
    for (const Diagnostic& d : result.diagnostics) {
      ADD_FAILURE() << format_location(d) << ": " << d.message;
    }
    return result.program;
  }
};

TEST_P(ShippedBehaviour, PreparesWithoutADiagnostic) {
  EXPECT_NE(prepared(), nullptr);
}

constexpr double kTimes[] = {0.5, 1.7, 3.3};
constexpr double kDur = 4;

// The pose at each of kTimes as JSON, stepping the clock in steps of `step` in between (a step
// longer than the times: one jump to each).
std::vector<std::string> poses(std::shared_ptr<const Program> program, int legs, double step) {
  rt::Runtime runtime = rt::create_runtime();
  runtime.add_character("A", {.legs = legs});
  rt::StartResult started = runtime.start_behaviour("A", std::move(program), {.dur = kDur});
  EXPECT_TRUE(started.instance.has_value()) << started.error;
  std::vector<std::string> out;
  long k = 1;
  for (double t : kTimes) {
    for (; static_cast<double>(k) * step < t; ++k)
      runtime.step_to(static_cast<double>(k) * step);
    runtime.step_to(t);
    out.push_back(json::write_compact(rt::pose_to_json(runtime.pose("A"))));
  }
  for (const rt::RunError& e : runtime.errors())
    ADD_FAILURE() << e.path << ": " << e.message;
  return out;
}

// A fresh runtime for each time, stepped there at once.
std::vector<std::string> jumps(const std::shared_ptr<const Program>& program, int legs) {
  std::vector<std::string> out;
  for (double t : kTimes) {
    rt::Runtime runtime = rt::create_runtime();
    runtime.add_character("A", {.legs = legs});
    runtime.start_behaviour("A", program, {.dur = kDur});
    runtime.step_to(t);
    out.push_back(json::write_compact(rt::pose_to_json(runtime.pose("A"))));
  }
  return out;
}

TEST_P(ShippedBehaviour, PosesTheSameBitsWhateverTheStepping) {
  std::shared_ptr<const Program> program = prepared();
  ASSERT_NE(program, nullptr);
  for (int legs : {2, 4}) {
    const std::vector<std::string> jumped = jumps(program, legs);
    EXPECT_EQ(poses(program, legs, 1e9), jumped) << legs << " legs, one jump through the times";
    EXPECT_EQ(poses(program, legs, 1.0 / 24), jumped) << legs << " legs, 24 fps";
    EXPECT_EQ(poses(program, legs, 1.0 / 30), jumped) << legs << " legs, 30 fps";
    EXPECT_EQ(poses(program, legs, 0.0173), jumped) << legs << " legs, 0.0173 s steps";
  }
}

INSTANTIATE_TEST_SUITE_P(ShippedPack, ShippedBehaviour, ::testing::ValuesIn(behaviour_packs()),
                         test_name);

TEST(ShippedPackFiles, EveryShippedTextHasItsPack) {
  std::vector<std::string> packs;
  for (const PackFile& p : program_packs())
    packs.push_back(p.slug_path);
  std::vector<std::string> texts;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(kGolden)) {
    if (entry.path().extension() != ".txt") continue;
    texts.push_back(fs::relative(entry.path(), kGolden).replace_extension().generic_string());
  }
  std::ranges::sort(texts);
  EXPECT_EQ(texts.size(), 41u);  // 34 behaviours, 6 skeleton moves, 1 cartoon (spec "Every pack")
  EXPECT_EQ(packs, texts);
}

}  // namespace
}  // namespace jt::text
