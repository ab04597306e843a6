/*
 * JSON Schema -> Python stubs: the one generator of tool signatures for every surface (the code-mode
 * description, describe_tool, the cell's help()/__doc__/inspect.signature, the framework adapters).
 * A tool becomes `async def NAME(*, required: T, optional: T | None = None) -> R` with its
 * description and per-argument notes as a docstring; nested objects become TypedDicts, enums
 * Literal[...], arrays list[...]. The output is valid Python (the cell compiles it for
 * inspect.signature), and one Stubs instance names TypedDicts once across a whole listing.
 */
package dev.krait.runtime.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/** Renders tools as Python stubs; one instance per listing (it names the TypedDicts it emits). */
public final class PythonStubs {
  /** The typing names a stub may use, imported at the top of a listing. */
  public static final String IMPORTS = "from typing import Any, Literal, NotRequired, TypedDict";
  private static final int MAX_DEPTH = 6;
  private static final int MAX_NOTE = 300;
  private static final Set<String> KEYWORDS = Set.of(
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
      "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
      "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
      "try", "while", "with", "yield");

  /** One parameter of a tool, as the signature and the pre-run check see it. */
  public record Param(String name, boolean required, Optional<String> defaultValue, boolean acceptsNone,
      String note) {}

  /** A tool's parameters; {@code dictOnly} when some name is not an identifier (call with one dict). */
  public record Params(List<Param> params, boolean dictOnly, boolean openEnded) {}

  /** TypedDicts emitted so far: name -> schema, so equal shapes share a name and others get new ones. */
  private final Map<String, JsonNode> typedDicts = new HashMap<>();
  private final IdentityHashMap<JsonNode, String> named = new IdentityHashMap<>();
  /** Definitions waiting to be written before the next def. */
  private final List<String> pendingClasses = new ArrayList<>();
  private final Set<String> inProgress = new HashSet<>();
  private JsonNode root;
  private String toolPrefix = "";

  /** The full stub of one tool: TypedDicts it needs (not yet emitted), the def and its docstring. */
  public String stub(String identifier, String description, JsonNode inputSchema, Optional<JsonNode> outputSchema) {
    String signature = signature(identifier, inputSchema, outputSchema);
    StringBuilder out = new StringBuilder();
    for (String c : pendingClasses) {
      out.append(c).append("\n");
    }
    pendingClasses.clear();
    out.append(signature).append(":\n");
    out.append(docstring(description, params(inputSchema), null));
    return out.toString();
  }

  /** The def line of a tool without an input schema. */
  public static String untypedSignature(String identifier) {
    return "async def " + identifier + "(*args: Any, **kwargs: Any) -> Any";
  }

  /** The stub of a tool without an input schema. */
  public static String untypedStub(String identifier, String description) {
    return untypedSignature(identifier) + ":\n" + docstring(description, new Params(List.of(), false, false),
        "Its arguments are not described: pass keyword arguments or one JSON value.");
  }

  /**
   * The def line alone, {@code async def NAME(*, a: int, b: str | None = None) -> R}; TypedDicts it
   * names are queued for the next {@link #stub} (or {@link #takeClasses}).
   */
  public String signature(String identifier, JsonNode inputSchema, Optional<JsonNode> outputSchema) {
    toolPrefix = pascal(identifier);
    String result = outputSchema.map(s -> {
      root = s;
      return type(s, 0, toolPrefix + "Result");
    }).orElse("Any");
    Params ps = params(inputSchema);
    String rendered = parameters(identifier, inputSchema);
    String params = ps.dictOnly() ? rendered + ", /" : rendered.isEmpty() ? "" : "*, " + rendered;
    return "async def " + identifier + "(" + params + ") -> " + result;
  }

  /**
   * The parameters as a def lists them after {@code *, }: {@code a: int, b: str | None = None};
   * or {@code arguments: NameArguments} when the names are not all identifiers.
   */
  public String parameters(String identifier, JsonNode inputSchema) {
    toolPrefix = pascal(identifier);
    root = inputSchema;
    Params ps = params(inputSchema);
    if (ps.dictOnly()) {
      return "arguments: " + typedDict(inputSchema, 0, toolPrefix + "Arguments");
    }
    List<String> rendered = new ArrayList<>();
    for (Param p : ps.params()) {
      String t = type(inputSchema.path("properties").get(p.name()), 1, pascal(p.name()));
      if (p.required()) {
        rendered.add(p.name() + ": " + t);
      } else if (p.defaultValue().isPresent()) {
        rendered.add(p.name() + ": " + t + " = " + p.defaultValue().get());
      } else {
        boolean none = t.equals("Any") || t.endsWith("| None") || t.equals("None");
        rendered.add(p.name() + ": " + (none ? t : t + " | None") + " = None");
      }
    }
    if (ps.openEnded()) {
      JsonNode additional = inputSchema.get("additionalProperties");
      rendered.add("**more: " + (additional.isObject() ? type(additional, 1, "More") : "Any"));
    }
    return String.join(", ", rendered);
  }

  /** TypedDict definitions queued by {@link #signature} and not yet written. */
  public List<String> takeClasses() {
    List<String> out = List.copyOf(pendingClasses);
    pendingClasses.clear();
    return out;
  }

  /** The parameters of an input schema, required ones first (each group in schema order). */
  public static Params params(JsonNode inputSchema) {
    JsonNode props = inputSchema == null ? null : inputSchema.get("properties");
    Set<String> required = new HashSet<>();
    if (inputSchema != null) {
      inputSchema.path("required").forEach(r -> required.add(r.asString("")));
    }
    List<Param> mandatory = new ArrayList<>();
    List<Param> optional = new ArrayList<>();
    boolean dictOnly = false;
    if (props != null && props.isObject()) {
      for (Map.Entry<String, JsonNode> e : props.properties()) {
        String name = e.getKey();
        JsonNode schema = e.getValue();
        dictOnly |= !isIdentifier(name);
        JsonNode def = schema == null ? null : schema.get("default");
        Param p = new Param(name, required.contains(name),
            def == null ? Optional.empty() : Optional.of(literal(def)), acceptsNone(schema), note(schema));
        (p.required() ? mandatory : optional).add(p);
      }
    }
    List<Param> all = new ArrayList<>(mandatory);
    all.addAll(optional);
    JsonNode additional = inputSchema == null ? null : inputSchema.get("additionalProperties");
    boolean openEnded = additional != null && (additional.isObject() && !additional.isEmpty()
        || additional.isBoolean() && additional.asBoolean()) && (props == null || props.isEmpty() || additional.isObject());
    return new Params(all, dictOnly, openEnded && !dictOnly);
  }

  /** Whether a value of {@code schema} may be None (no schema, a null type, or a branch that is). */
  public static boolean acceptsNone(JsonNode schema) {
    if (schema == null || !schema.isObject() || schema.isEmpty()) {
      return true;
    }
    JsonNode t = schema.get("type");
    if (t != null) {
      if (t.isArray()) {
        for (JsonNode x : t) {
          if ("null".equals(x.asString(""))) {
            return true;
          }
        }
        return false;
      }
      return "null".equals(t.asString(""));
    }
    for (String key : new String[] {"anyOf", "oneOf"}) {
      JsonNode branches = schema.get(key);
      if (branches != null && branches.isArray()) {
        for (JsonNode b : branches) {
          if (acceptsNone(b)) {
            return true;
          }
        }
        return false;
      }
    }
    if (schema.has("enum")) {
      for (JsonNode v : schema.get("enum")) {
        if (v.isNull()) {
          return true;
        }
      }
      return false;
    }
    if (schema.has("const")) {
      return schema.get("const").isNull();
    }
    return !schema.has("properties") && !schema.has("items") && !schema.has("$ref");
  }

  /** The Python type of a schema; objects with properties become TypedDicts named after {@code hint}. */
  private String type(JsonNode schema, int depth, String hint) {
    if (schema == null || !schema.isObject() || depth > MAX_DEPTH) {
      return "Any";
    }
    if (schema.has("$ref")) {
      return ref(schema.get("$ref").asString(""), depth);
    }
    if (schema.has("const")) {
      return "Literal[" + literal(schema.get("const")) + "]";
    }
    JsonNode enumValues = schema.get("enum");
    if (enumValues != null && enumValues.isArray() && !enumValues.isEmpty()) {
      List<String> values = new ArrayList<>();
      boolean none = false;
      for (JsonNode v : enumValues) {
        if (v.isNull()) {
          none = true;
        } else {
          values.add(literal(v));
        }
      }
      String lit = values.isEmpty() ? "None" : "Literal[" + String.join(", ", values) + "]";
      return none && !values.isEmpty() ? lit + " | None" : lit;
    }
    for (String key : new String[] {"anyOf", "oneOf"}) {
      JsonNode branches = schema.get(key);
      if (branches != null && branches.isArray() && !branches.isEmpty()) {
        return union(branches, depth, hint);
      }
    }
    JsonNode allOf = schema.get("allOf");
    if (allOf != null && allOf.isArray() && allOf.size() == 1) {
      return type(allOf.get(0), depth, hint);
    }
    JsonNode t = schema.get("type");
    if (t != null && t.isArray()) {
      Set<String> types = new LinkedHashSet<>();
      t.forEach(x -> types.add(simple(x.asString(""), schema, depth, hint)));
      return joinUnion(types);
    }
    if (t == null) {
      if (schema.has("properties") || schema.has("additionalProperties")) {
        return simple("object", schema, depth, hint);
      }
      if (schema.has("items")) {
        return simple("array", schema, depth, hint);
      }
      return "Any";
    }
    return simple(t.asString(""), schema, depth, hint);
  }

  private String union(JsonNode branches, int depth, String hint) {
    Set<String> types = new LinkedHashSet<>();
    int i = 0;
    for (JsonNode b : branches) {
      types.add(type(b, depth, branches.size() == 1 ? hint : hint + (++i == 1 ? "" : String.valueOf(i))));
    }
    return joinUnion(types);
  }

  /** {@code a | b | None}, with Any absorbing everything, Literals merged and None last. */
  private static String joinUnion(Set<String> types) {
    if (types.contains("Any")) {
      return "Any";
    }
    boolean none = types.remove("None");
    List<String> parts = new ArrayList<>();
    List<String> literals = new ArrayList<>();
    int at = -1;
    for (String t : types) {
      if (t.startsWith("Literal[") && t.endsWith("]")) {
        if (at < 0) {
          at = parts.size();
          parts.add("");
        }
        literals.add(t.substring("Literal[".length(), t.length() - 1));
      } else {
        parts.add(t);
      }
    }
    if (at >= 0) {
      parts.set(at, "Literal[" + String.join(", ", literals) + "]");
    }
    if (none) {
      parts.add("None");
    }
    return String.join(" | ", parts);
  }

  private String simple(String t, JsonNode schema, int depth, String hint) {
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
      case "array": {
        JsonNode items = schema.get("items");
        return items == null || !items.isObject() ? "list[Any]"
            : "list[" + type(items, depth + 1, singular(hint)) + "]";
      }
      case "object": {
        JsonNode props = schema.get("properties");
        if (props != null && props.isObject() && !props.isEmpty()) {
          return typedDict(schema, depth, hint);
        }
        JsonNode additional = schema.get("additionalProperties");
        if (additional != null && additional.isObject() && !additional.isEmpty()) {
          return "dict[str, " + type(additional, depth + 1, hint + "Value") + "]";
        }
        return "dict[str, Any]";
      }
      default:
        return "Any";
    }
  }

  private String ref(String ref, int depth) {
    String name = null;
    for (String prefix : new String[] {"#/$defs/", "#/definitions/"}) {
      if (ref.startsWith(prefix)) {
        name = ref.substring(prefix.length());
      }
    }
    if (name == null || root == null) {
      return "Any";
    }
    JsonNode target = root.path(ref.startsWith("#/$defs/") ? "$defs" : "definitions").get(name);
    if (target == null || !target.isObject()) {
      return "Any";
    }
    String existing = named.get(target);
    if (existing != null) {
      // a recursive reference names a class not yet complete: quote it, as Python requires
      return inProgress.contains(existing) ? "\"" + existing + "\"" : existing;
    }
    return type(target, depth, pascal(name));
  }

  /** Names (or reuses) a TypedDict for an object schema and queues its definition. */
  private String typedDict(JsonNode schema, int depth, String hint) {
    String already = named.get(schema);
    if (already != null) {
      return already;
    }
    String base = schema.has("title") && isIdentifier(pascal(schema.get("title").asString("")))
        ? pascal(schema.get("title").asString("")) : hint;
    if (base.isEmpty() || !isIdentifier(base) || KEYWORDS.contains(base)) {
      base = toolPrefix + "Item";
    }
    String name = base;
    if (typedDicts.containsKey(name) && !typedDicts.get(name).equals(schema)) {
      String prefixed = base.startsWith(toolPrefix) ? base : toolPrefix + base;
      name = prefixed;
      for (int n = 2; typedDicts.containsKey(name) && !typedDicts.get(name).equals(schema); n++) {
        name = prefixed + n;
      }
    }
    if (typedDicts.containsKey(name)) {
      named.put(schema, name);
      return name;
    }
    typedDicts.put(name, schema);
    named.put(schema, name);
    inProgress.add(name);
    Set<String> required = new HashSet<>();
    schema.path("required").forEach(r -> required.add(r.asString("")));
    List<String[]> fields = new ArrayList<>();
    boolean identifiers = true;
    for (Map.Entry<String, JsonNode> e : schema.get("properties").properties()) {
      String field = e.getKey();
      identifiers &= isIdentifier(field);
      String t = type(e.getValue(), depth + 1, pascal(field));
      fields.add(new String[] {field, required.contains(field) ? t : "NotRequired[" + t + "]", note(e.getValue())});
    }
    StringBuilder c = new StringBuilder();
    if (identifiers) {
      c.append("class ").append(name).append("(TypedDict):\n");
      String doc = oneLine(schema.path("description").asString(""));
      if (!doc.isEmpty()) {
        c.append("    ").append(tripleQuoted(doc)).append("\n");
      }
      for (String[] f : fields) {
        c.append("    ").append(f[0]).append(": ").append(f[1]);
        if (!f[2].isEmpty()) {
          c.append("  # ").append(f[2]);
        }
        c.append("\n");
      }
    } else {
      List<String> entries = new ArrayList<>();
      for (String[] f : fields) {
        entries.add(pyString(f[0]) + ": " + f[1]);
      }
      c.append(name).append(" = TypedDict(").append(pyString(name)).append(", {")
          .append(String.join(", ", entries)).append("})\n");
    }
    inProgress.remove(name);
    pendingClasses.add(c.toString());
    return name;
  }

  private static String docstring(String description, Params ps, String note) {
    List<String> doc = new ArrayList<>();
    if (description != null && !description.isBlank()) {
      for (String line : description.strip().split("\n", -1)) {
        doc.add(line.stripTrailing());
      }
    }
    List<String> args = new ArrayList<>();
    for (Param p : ps.params()) {
      if (!p.note().isEmpty()) {
        args.add("    " + p.name() + ": " + p.note());
      }
    }
    if (ps.dictOnly()) {
      note = "Pass the arguments as one dict: some of their names are not Python identifiers.";
    }
    if (note != null) {
      if (!doc.isEmpty()) {
        doc.add("");
      }
      doc.add(note);
    }
    if (!args.isEmpty()) {
      if (!doc.isEmpty()) {
        doc.add("");
      }
      doc.add("Args:");
      doc.addAll(args);
    }
    if (doc.isEmpty()) {
      return "    ...\n";
    }
    StringBuilder out = new StringBuilder("    \"\"\"");
    for (int i = 0; i < doc.size(); i++) {
      String line = escapeDoc(doc.get(i));
      out.append(i == 0 ? line : "\n" + (line.isEmpty() ? "" : "    " + line));
    }
    out.append(doc.size() > 1 ? "\n    \"\"\"\n" : "\"\"\"\n");
    return out.toString();
  }

  /** A parameter's description plus its constraints, on one line. */
  private static String note(JsonNode schema) {
    if (schema == null || !schema.isObject()) {
      return "";
    }
    String text = oneLine(schema.path("description").asString(""));
    List<String> rules = new ArrayList<>();
    bound(schema, "minimum", ">= ", rules);
    bound(schema, "exclusiveMinimum", "> ", rules);
    bound(schema, "maximum", "<= ", rules);
    bound(schema, "exclusiveMaximum", "< ", rules);
    count(schema, "minLength", "at least", "character", rules);
    count(schema, "maxLength", "at most", "character", rules);
    count(schema, "minItems", "at least", "item", rules);
    count(schema, "maxItems", "at most", "item", rules);
    if (schema.has("format") && schema.get("format").isString()) {
      rules.add("format: " + schema.get("format").asString());
    }
    if (schema.has("pattern") && schema.get("pattern").isString()) {
      rules.add("pattern: " + schema.get("pattern").asString());
    }
    if (rules.isEmpty()) {
      return text;
    }
    String r = "(" + String.join(", ", rules) + ")";
    return text.isEmpty() ? r : text + " " + r;
  }

  private static void count(JsonNode schema, String key, String how, String unit, List<String> rules) {
    JsonNode v = schema.get(key);
    if (v != null && v.isNumber()) {
      rules.add(how + " " + plural(v.asLong(), unit));
    }
  }

  /** {@code 1 item}, {@code 3 items}. */
  public static String plural(long n, String unit) {
    return n + " " + unit + (n == 1 ? "" : "s");
  }

  private static void bound(JsonNode schema, String key, String op, List<String> rules) {
    JsonNode v = schema.get(key);
    if (v != null && v.isNumber()) {
      rules.add(op + v);
    }
  }

  private static String oneLine(String s) {
    String flat = s.strip().replaceAll("\\s+", " ");
    return flat.length() > MAX_NOTE ? flat.substring(0, MAX_NOTE - 3) + "..." : flat;
  }

  private static String escapeDoc(String line) {
    return line.replace("\\", "\\\\").replace("\"\"\"", "\\\"\\\"\\\"");
  }

  private static String tripleQuoted(String s) {
    String body = escapeDoc(s);
    return "\"\"\"" + body + (body.endsWith("\"") ? " " : "") + "\"\"\"";
  }

  /** A JSON value as a Python literal ({@code "x"}, {@code 3}, {@code True}, {@code None}, lists, dicts). */
  public static String literal(JsonNode v) {
    if (v == null || v.isNull() || v.isMissingNode()) {
      return "None";
    }
    if (v.isString()) {
      return pyString(v.asString());
    }
    if (v.isBoolean()) {
      return v.asBoolean() ? "True" : "False";
    }
    if (v.isArray()) {
      List<String> items = new ArrayList<>();
      v.forEach(x -> items.add(literal(x)));
      return "[" + String.join(", ", items) + "]";
    }
    if (v.isObject()) {
      List<String> items = new ArrayList<>();
      v.properties().forEach(e -> items.add(pyString(e.getKey()) + ": " + literal(e.getValue())));
      return "{" + String.join(", ", items) + "}";
    }
    return v.toString();
  }

  private static String pyString(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\x%02x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  /** Whether {@code s} can be a Python keyword argument. */
  public static boolean isIdentifier(String s) {
    if (s.isEmpty() || KEYWORDS.contains(s)) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean ok = c == '_' || Character.isLetter(c) || (i > 0 && Character.isDigit(c));
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** {@code get_forecast} / {@code get-forecast} / {@code getForecast} -> {@code GetForecast}. */
  static String pascal(String s) {
    StringBuilder out = new StringBuilder();
    boolean upper = true;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!Character.isLetterOrDigit(c)) {
        upper = true;
        continue;
      }
      if (out.length() == 0 && Character.isDigit(c)) {
        out.append('T');
      }
      out.append(upper ? Character.toUpperCase(c) : c);
      upper = false;
    }
    return out.toString();
  }

  /** {@code Stops} -> {@code Stop}, {@code Entries} -> {@code Entry}; else {@code NameItem}. */
  private static String singular(String hint) {
    if (hint.endsWith("ies") && hint.length() > 4) {
      return hint.substring(0, hint.length() - 3) + "y";
    }
    if (hint.endsWith("s") && !hint.endsWith("ss") && hint.length() > 3) {
      return hint.substring(0, hint.length() - 1);
    }
    return hint + "Item";
  }
}
