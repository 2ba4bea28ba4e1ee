// Checks the JSON Schemas in schemas/ with ajv (JSON Schema 2020-12): every shipped pack
// (packs/**/*.json but the index.json catalogs) must pass pack.schema.json, every file in cases/
// named in CASES must pass or fail as that table says (a failure with the keyword and at the
// JSON pointer expected). Prints one line per failed check and "N passed, N failed".
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));

const ajv = new Ajv2020({
  allErrors: true,
  // Unknown keywords are errors. Ajv's own style rules (a "type" beside every keyword, closed
  // tuples, required names declared) are not JSON Schema's, and the schemas do not follow them.
  strictSchema: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
});
const schemaIds = {};
for (const name of ["program", "pack", "character-pack", "creature", "background"]) {
  const schema = readJson(join(root, "schemas", `${name}.schema.json`));
  ajv.addSchema(schema);
  schemaIds[name] = schema.$id;
}

// [file under cases/, schema, expected: "valid" or [keyword, instancePath]]
const CASES = [
  ["blobby.character.json", "character-pack", "valid"],
  ["every_block.behaviour.json", "program", "valid"],
  ["scene_blocks.scene.json", "program", "valid"],
  ["props.cartoon.json", "program", "valid"],
  ["stage_hats.cartoon.json", "program", "valid"],
  ["every_too_often.cartoon.json", "program", ["minimum", "/scripts/1/hat/s"]],
  ["give_without_to.cartoon.json", "program", ["required", "/scripts/0/body/1"]],
  ["unknown_op.behaviour.json", "program", ["enum", "/scripts/0/body/1/op"]],
  ["scene_block_in_behaviour.json", "program", ["enum", "/scripts/0/body/0/body/0/op"]],
  ["move_in_scene.json", "program", ["enum", "/scripts/0/body/0/op"]],
  ["typo_argument.behaviour.json", "program", ["unevaluatedProperties", "/scripts/0/body/0"]],
  ["value_not_formula.behaviour.json", "program", ["pattern", "/scripts/0/body/0/amp"]],
  ["bad_channel.behaviour.json", "program", ["propertyNames", "/scripts/0/body/0/to"]],
  ["two_speeds.behaviour.json", "program", ["not", "/scripts/0/body/0"]],
  ["cartoon_without_scene_hat.json", "program", ["required", "/scripts/0"]],
  ["cartoon_extra_key.pack.json", "pack", ["additionalProperties", "/content"]],
  ["bad_manifest.pack.json", "pack", ["pattern", "/version"]],
  ["local_with_name.pack.json", "pack", ["maxProperties", "/author"]],
  ["proto_key.character.json", "character-pack", ["additionalProperties", "/tree/children/0"]],
  ["number_too_big.character.json", "character-pack", ["maximum", "/tree/children/0/pos/x"]],
  ["bad_color.character.json", "character-pack", ["pattern", "/tree/children/0/fill"]],
  ["bad_shape.character.json", "character-pack", ["required", "/tree/children/0/shape"]],
  ["deepest.character.json", "character-pack", "valid"],
  ["too_deep.character.json", "character-pack", ["maxItems", "/tree" + "/children/0".repeat(23) + "/children"]],
  ["view_twice.character.json", "character-pack", ["contains", "/views"]],
  // Creatures: the descriptor schema is the reader's tree (a unit test keeps them one).
  ["wiggler.creature.json", "creature", "valid"],
  ["extra_field.creature.json", "creature", ["additionalProperties", "/legs"]],
  ["missing_breathing.creature.json", "creature", ["required", "/chain"]],
  ["too_many_pairs.creature.json", "creature", ["maximum", "/legs/pairs"]],
  ["half_a_pair.creature.json", "creature", ["type", "/legs/pairs"]],
  ["bad_id.creature.json", "creature", ["propertyNames", "/definitions/paints"]],
  ["blank_fill.creature.json", "creature", ["pattern", "/definitions/paints/flesh/fill"]],
  ["version_2.creature.json", "creature", ["const", "/schemaVersion"]],
  ["content_extra_key.pack.json", "pack", ["additionalProperties", "/content"]],
  // Backgrounds: the sets' language (docs/STAGE.md).
  ["dressed.background.json", "background", "valid"],
  ["bad_layer.background.json", "background", ["enum", "/shapes/0/layer"]],
  ["thick_stroke.background.json", "background", ["maximum", "/shapes/0/stroke_width"]],
  ["prop_without_id.background.json", "background", ["required", "/props/0"]],
  ["curve_of_five.background.json", "background", ["anyOf", "/shapes/0/points/1"]],
];

let passed = 0;
let failed = 0;
const fail = (what, why) => {
  failed++;
  console.log(`FAIL ${what}: ${why}`);
};
const errorsOf = (validate) =>
  validate.errors.map((e) => `${e.instancePath || "/"} ${e.keyword}: ${e.message}`).join("; ");

function check(file, schemaName, expected) {
  const validate = ajv.getSchema(schemaIds[schemaName]);
  const what = `${relative(root, file)} (${schemaName})`;
  let data;
  try {
    data = readJson(file);
  } catch (e) {
    return fail(what, e.message);
  }
  const ok = validate(data);
  if (expected === "valid") {
    if (ok) return passed++;
    return fail(what, errorsOf(validate));
  }
  const [keyword, path] = expected;
  if (ok) return fail(what, `passed, expected ${keyword} at ${path}`);
  if (validate.errors.some((e) => e.keyword === keyword && e.instancePath === path)) return passed++;
  fail(what, `expected ${keyword} at ${path}, got ${errorsOf(validate)}`);
}

function packFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return packFiles(path);
    return entry.name.endsWith(".json") && entry.name !== "index.json" ? [path] : [];
  });
}

const shipped = packFiles(join(root, "packs")).sort();
if (shipped.length === 0) fail("packs/", "no shipped packs found");
for (const file of shipped) check(file, "pack", "valid");
for (const [name, schemaName, expected] of CASES) check(join(here, "cases", name), schemaName, expected);

// Every shipped creature's descriptor passes the creature schema on its own, out of its pack.
const creatureSchema = ajv.getSchema(schemaIds.creature);
for (const file of readdirSync(join(root, "packs", "creatures")).sort()) {
  if (!file.endsWith(".json") || file === "index.json") continue;
  const content = readJson(join(root, "packs", "creatures", file)).content;
  if (creatureSchema(content)) passed++;
  else fail(`packs/creatures/${file} content (creature)`, errorsOf(creatureSchema));
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
