package org.nightres.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The JSON of every command validates against the schemas published in {@code docs/schemas/}:
 * {@code resolve} and {@code explain} against {@code resolve.schema.json} (every example, under
 * every scheme, with and without the explanation), {@code compare} against {@code
 * compare.schema.json} (one night) and {@code compare-study.schema.json} (a study). The check
 * reads the part of JSON Schema 2020-12 the schemas use ({@code type}, {@code enum}, {@code
 * minimum}, {@code properties}, {@code required}, {@code additionalProperties}, {@code items},
 * {@code $ref} to {@code $defs}) and fails on any other keyword, so a schema cannot say more
 * than is checked.
 */
class JsonSchemaTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> KNOWN = List.of("$schema", "title", "description", "type",
      "enum", "minimum", "properties", "required", "additionalProperties", "items", "$ref",
      "$defs");

  @Test
  void everyExampleUnderEverySchemeMatchesTheSchema() throws Exception {
    Path root = CompareCommandTest.example("").getParent();
    JsonNode schema = JSON.readTree(root.resolve("docs/schemas/resolve.schema.json").toFile());
    List<Path> files = new ArrayList<>();
    try (var walk = Files.walk(root.resolve("examples"))) {
      walk.filter(p -> p.toString().endsWith(".night")).sorted().forEach(files::add);
    }
    int checked = 0;
    for (Path f : files) {
      for (String scheme : List.of("rar", "snarf", "nar", "sequential")) {
        for (String command : List.of("resolve", "explain")) {
          MainTest.Run r = MainTest.run(command, "--format", "json", "--scheme", scheme,
              f.toString());
          if (r.code() != 0) {
            continue; // a scheme that cannot take the file (nar and some options): no JSON
          }
          List<String> problems = new ArrayList<>();
          check(schema, schema, JSON.readTree(r.out()), "$", problems);
          assertEquals(List.of(), problems, command + " " + scheme + " " + f);
          checked++;
        }
      }
    }
    assertTrue(checked >= 100, "outputs checked: " + checked);
    // and the check does fail: a night without deaths, with a key of its own, a wrong type
    MainTest.Run r = MainTest.run("resolve", "--format", "json",
        root.resolve("examples/roles/boss.night").toString());
    com.fasterxml.jackson.databind.node.ObjectNode broken =
        (com.fasterxml.jackson.databind.node.ObjectNode) JSON.readTree(r.out());
    broken.remove("deaths");
    broken.put("mood", "grim");
    broken.put("night", "one");
    List<String> problems = new ArrayList<>();
    check(schema, schema, broken, "$", problems);
    assertEquals(List.of("$.night: expected integer, got \"one\"", "$: missing deaths",
        "$: unexpected key mood"), problems.stream().sorted().toList());
  }

  /** compare's two outputs: one night side by side (every example), and a study. */
  @Test
  void compareMatchesItsSchemas(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path root = CompareCommandTest.example("").getParent();
    JsonNode night = JSON.readTree(root.resolve("docs/schemas/compare.schema.json").toFile());
    JsonNode study = JSON.readTree(
        root.resolve("docs/schemas/compare-study.schema.json").toFile());
    List<Path> files = new ArrayList<>();
    try (var walk = Files.walk(root.resolve("examples"))) {
      walk.filter(p -> p.toString().endsWith(".night")).sorted().forEach(files::add);
    }
    int checked = 0;
    for (Path f : files) {
      MainTest.Run r = MainTest.run("compare", "--format", "json", f.toString());
      if (r.code() != 0) {
        continue;
      }
      List<String> problems = new ArrayList<>();
      check(night, night, JSON.readTree(r.out()), "$", problems);
      assertEquals(List.of(), problems, f.toString());
      checked++;
    }
    assertTrue(checked >= 20, "compared files: " + checked);
    for (String rules : List.of("standard", "mafia1923")) {
      MainTest.Run r = MainTest.run("compare", "--generate", "60", "--players", "12", "--seed",
          "3", "--rules", rules, "--format", "json", "--progress", "never", "--threads", "2",
          "--out", dir.resolve(rules).toString());
      assertEquals(0, r.code(), r.err());
      List<String> problems = new ArrayList<>();
      JsonNode out = JSON.readTree(r.out());
      check(study, study, out, "$", problems);
      assertEquals(List.of(), problems, rules);
      assertTrue(out.get("minimalNights").size() > 0, "a study with shrunk nights: " + rules);
    }
  }

  /**
   * Every {@code ```json} sample of the docs is JSON that validates against the schema of the
   * command it shows (told by its first key).
   */
  @Test
  void everyJsonSampleOfTheDocsValidates() throws Exception {
    Path root = CompareCommandTest.example("").getParent();
    java.util.regex.Pattern block = java.util.regex.Pattern.compile("```json\n(.*?)```",
        java.util.regex.Pattern.DOTALL);
    int samples = 0;
    List<Path> docs = new ArrayList<>(List.of(root.resolve("README.md")));
    try (var walk = Files.list(root.resolve("docs"))) {
      walk.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    for (Path doc : docs) {
      java.util.regex.Matcher m = block.matcher(Files.readString(doc));
      while (m.find()) {
        JsonNode sample = JSON.readTree(m.group(1));
        String schema = sample.has("file") ? "compare" : sample.has("command")
            ? "compare-study" : "resolve";
        JsonNode s = JSON.readTree(root.resolve("docs/schemas/" + schema + ".schema.json")
            .toFile());
        List<String> problems = new ArrayList<>();
        check(s, s, sample, "$", problems);
        assertEquals(List.of(), problems, doc + ": " + m.group(1));
        samples++;
      }
    }
    assertTrue(samples >= 1, "json samples: " + samples);
  }

  private static void check(JsonNode root, JsonNode s, JsonNode v, String at,
      List<String> problems) {
    for (Iterator<String> k = s.fieldNames(); k.hasNext(); ) {
      String key = k.next();
      if (!KNOWN.contains(key)) {
        problems.add(at + ": the schema uses '" + key + "', which this check does not read");
      }
    }
    if (s.has("$ref")) {
      String ref = s.get("$ref").asText();
      check(root, root.at(ref.substring(1)), v, at, problems);
      return;
    }
    if (s.has("enum")) {
      boolean any = false;
      for (JsonNode e : s.get("enum")) {
        any |= e.equals(v);
      }
      if (!any) {
        problems.add(at + ": " + v + " is not one of " + s.get("enum"));
      }
    }
    if (s.has("type")) { // a type, or a list of types (["string", "null"])
      List<String> types = new ArrayList<>();
      if (s.get("type").isArray()) {
        s.get("type").forEach(t -> types.add(t.asText()));
      } else {
        types.add(s.get("type").asText());
      }
      boolean ok = false;
      for (String type : types) {
        ok |= switch (type) {
          case "object" -> v.isObject();
          case "array" -> v.isArray();
          case "string" -> v.isTextual();
          case "integer" -> v.isIntegralNumber();
          case "number" -> v.isNumber();
          case "boolean" -> v.isBoolean();
          case "null" -> v.isNull();
          default -> false;
        };
      }
      if (!ok) {
        problems.add(at + ": expected " + String.join(" or ", types) + ", got " + v);
        return;
      }
    }
    if (s.has("minimum") && v.isNumber() && v.asLong() < s.get("minimum").asLong()) {
      problems.add(at + ": " + v + " is below " + s.get("minimum"));
    }
    if (v.isObject()) {
      if (s.has("required")) {
        for (JsonNode r : s.get("required")) {
          if (!v.has(r.asText())) {
            problems.add(at + ": missing " + r.asText());
          }
        }
      }
      JsonNode props = s.get("properties");
      JsonNode extra = s.get("additionalProperties");
      for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        if (props != null && props.has(e.getKey())) {
          check(root, props.get(e.getKey()), e.getValue(), at + "." + e.getKey(), problems);
        } else if (extra != null && extra.isBoolean() && !extra.asBoolean()) {
          problems.add(at + ": unexpected key " + e.getKey());
        } else if (extra != null && extra.isObject()) {
          check(root, extra, e.getValue(), at + "." + e.getKey(), problems);
        }
      }
    }
    if (v.isArray() && s.has("items")) {
      for (int i = 0; i < v.size(); i++) {
        check(root, s.get("items"), v.get(i), at + "[" + i + "]", problems);
      }
    }
  }
}
