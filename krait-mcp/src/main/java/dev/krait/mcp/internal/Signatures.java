/*
 * JSON Schema -> Python signatures and docstrings, for the run_python description.
 */
package dev.krait.mcp.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/** Renders tools as {@code async def NAME(*, a: int, b: str | None = None) -> dict} plus a docstring. */
public final class Signatures {
  private static final int MAX_DEPTH = 4;

  private Signatures() {}

  /** The full stub: signature line, indented docstring (description, arguments, result shape). */
  public static String stub(String identifier, String description, JsonNode inputSchema, Optional<JsonNode> outputSchema) {
    StringBuilder out = new StringBuilder();
    out.append(signature(identifier, inputSchema, outputSchema)).append(":\n");
    List<String> doc = new ArrayList<>();
    if (description != null && !description.isBlank()) {
      doc.addAll(List.of(description.strip().split("\n")));
    }
    JsonNode props = inputSchema.path("properties");
    List<String> args = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = props.properties().iterator(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> p = it.next();
      String d = p.getValue().path("description").asString("");
      if (!d.isBlank()) {
        args.add("    " + p.getKey() + ": " + oneLine(d));
      }
    }
    if (!args.isEmpty()) {
      if (!doc.isEmpty()) {
        doc.add("");
      }
      doc.add("Args:");
      doc.addAll(args);
    }
    if (outputSchema.isPresent()) {
      if (!doc.isEmpty()) {
        doc.add("");
      }
      doc.add("Returns: " + shape(outputSchema.get(), 0));
    }
    if (doc.isEmpty()) {
      out.append("    ...\n");
    } else {
      out.append("    \"\"\"");
      for (int i = 0; i < doc.size(); i++) {
        String line = doc.get(i).replace("\"\"\"", "'''");
        out.append(i == 0 ? line : "\n" + (line.isEmpty() ? "" : "    " + line));
      }
      out.append(doc.size() > 1 ? "\n    \"\"\"\n" : "\"\"\"\n");
    }
    return out.toString();
  }

  /** {@code async def tools.NAME(*, required: T, optional: T | None = None) -> R}. */
  public static String signature(String identifier, JsonNode inputSchema, Optional<JsonNode> outputSchema) {
    JsonNode props = inputSchema.path("properties");
    Set<String> required = new HashSet<>();
    inputSchema.path("required").forEach(r -> required.add(r.asString()));
    List<String> mandatory = new ArrayList<>();
    List<String> optional = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = props.properties().iterator(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> p = it.next();
      String type = type(p.getValue(), 0);
      if (required.contains(p.getKey())) {
        mandatory.add(p.getKey() + ": " + type);
      } else {
        JsonNode def = p.getValue().get("default");
        String value = def == null ? "None" : literal(def);
        String t = def == null && !type.endsWith("None") && !type.equals("Any") ? type + " | None" : type;
        optional.add(p.getKey() + ": " + t + " = " + value);
      }
    }
    List<String> params = new ArrayList<>(mandatory);
    params.addAll(optional);
    String result = outputSchema.map(s -> type(s, 0)).orElse("Any");
    return "async def " + identifier + "(" + (params.isEmpty() ? "" : "*, " + String.join(", ", params))
        + ") -> " + result;
  }

  /** The Python type of a schema. */
  public static String type(JsonNode schema, int depth) {
    if (schema == null || !schema.isObject()) {
      return "Any";
    }
    if (schema.has("const")) {
      return "Literal[" + literal(schema.get("const")) + "]";
    }
    if (schema.has("enum") && schema.get("enum").isArray()) {
      List<String> values = new ArrayList<>();
      schema.get("enum").forEach(v -> values.add(literal(v)));
      return "Literal[" + String.join(", ", values) + "]";
    }
    for (String key : new String[] {"anyOf", "oneOf"}) {
      if (schema.has(key) && schema.get(key).isArray()) {
        Set<String> types = new LinkedHashSet<>();
        schema.get(key).forEach(s -> types.add(type(s, depth)));
        return String.join(" | ", types);
      }
    }
    JsonNode t = schema.get("type");
    if (t != null && t.isArray()) {
      Set<String> types = new LinkedHashSet<>();
      t.forEach(x -> types.add(simple(x.asString(), schema, depth)));
      return String.join(" | ", types);
    }
    if (t == null) {
      if (schema.has("properties")) {
        return simple("object", schema, depth);
      }
      return "Any";
    }
    return simple(t.asString(), schema, depth);
  }

  private static String simple(String t, JsonNode schema, int depth) {
    switch (t) {
      case "string":
        return "str";
      case "integer":
        return "int";
      case "number":
        return "float";
      case "boolean":
        return "bool";
      case "null":
        return "None";
      case "array":
        JsonNode items = schema.get("items");
        return items == null || depth >= MAX_DEPTH ? "list" : "list[" + type(items, depth + 1) + "]";
      case "object":
        JsonNode additional = schema.get("additionalProperties");
        if (!schema.has("properties") && additional != null && additional.isObject() && depth < MAX_DEPTH) {
          return "dict[str, " + type(additional, depth + 1) + "]";
        }
        return "dict";
      default:
        return "Any";
    }
  }

  /** The shape of a result: {@code {"a": int, "b"?: str}} for objects, else the type. */
  public static String shape(JsonNode schema, int depth) {
    JsonNode props = schema.path("properties");
    if (props.isObject() && !props.isEmpty() && depth < MAX_DEPTH) {
      Set<String> required = new HashSet<>();
      schema.path("required").forEach(r -> required.add(r.asString()));
      List<String> fields = new ArrayList<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = props.properties().iterator(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> p = it.next();
        fields.add("\"" + p.getKey() + "\"" + (required.contains(p.getKey()) ? "" : "?") + ": "
            + shape(p.getValue(), depth + 1));
      }
      return "{" + String.join(", ", fields) + "}";
    }
    if ("array".equals(schema.path("type").asString("")) && schema.has("items") && depth < MAX_DEPTH) {
      return "list[" + shape(schema.get("items"), depth + 1) + "]";
    }
    return type(schema, depth);
  }

  private static String literal(JsonNode v) {
    if (v.isString()) {
      return "\"" + v.asString().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
    if (v.isBoolean()) {
      return v.asBoolean() ? "True" : "False";
    }
    if (v.isNull()) {
      return "None";
    }
    return v.toString();
  }

  private static String oneLine(String s) {
    String flat = s.strip().replaceAll("\\s+", " ");
    return flat.length() > 300 ? flat.substring(0, 297) + "..." : flat;
  }
}
