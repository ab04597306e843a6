/*
 * The one validator of tool inputs, for MCP and Java tools alike: networknt's JSON Schema
 * validator does the checking, and this class words its findings the way a model reads them,
 * naming the field and the rule in Python terms ("days: must be >= 1 (got 0)"). Compiled schemas
 * are cached by content, since every cell looks its tools' schemas up again.
 */
package dev.krait.runtime.internal;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import dev.krait.python.Suggestions;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;

/** Validates a tool input against its JSON Schema and describes each problem in one line. */
public final class SchemaValidator {
  /** At most this many problems are reported for one input. */
  public static final int MAX_PROBLEMS = 5;
  private static final int CACHE_SIZE = 4096;
  private static final SchemaRegistry REGISTRY =
      SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
  private static final Map<JsonNode, Optional<SchemaValidator>> CACHE = new ConcurrentHashMap<>();

  private final JsonNode schema;
  private final Schema compiled;

  private SchemaValidator(JsonNode schema, Schema compiled) {
    this.schema = schema;
    this.compiled = compiled;
  }

  /**
   * The validator of {@code schema}, or empty when the validator cannot read the schema (then the
   * tool itself judges its input).
   */
  public static Optional<SchemaValidator> of(JsonNode schema) {
    Optional<SchemaValidator> cached = CACHE.get(schema);
    if (cached != null) {
      return cached;
    }
    Optional<SchemaValidator> made;
    try {
      JsonNode copy = schema.deepCopy();
      made = Optional.of(new SchemaValidator(copy, REGISTRY.getSchema(copy)));
    } catch (RuntimeException e) {
      made = Optional.empty();
    }
    if (CACHE.size() >= CACHE_SIZE) {
      CACHE.clear();
    }
    CACHE.put(schema.deepCopy(), made);
    return made;
  }

  /** The problems of {@code input}, worded for the model; empty when the input is valid. */
  public List<String> problems(JsonNode input) {
    return problems(input, null);
  }

  /** The problems of {@code input} about the top-level field {@code only} (all when null). */
  public List<String> problems(JsonNode input, String only) {
    List<Error> errors;
    try {
      errors = compiled.validate(input);
    } catch (RuntimeException e) {
      return List.of(); // the validator failed on this input: let the tool judge it
    }
    Map<String, Set<String>> alternatives = new LinkedHashMap<>();
    Set<String> problems = new LinkedHashSet<>();
    for (Error error : errors) {
      String field = field(error);
      String rule = rule(error, field);
      String branch = branchKey(error);
      if (branch != null) {
        alternatives.computeIfAbsent(field + "\u0000" + branch, k -> new LinkedHashSet<>()).add(rule);
      } else {
        problems.add(prefix(field) + rule);
      }
    }
    alternatives.forEach((key, rules) -> {
      String field = key.substring(0, key.indexOf('\u0000'));
      problems.add(prefix(field) + alternativesRule(rules));
    });
    List<String> result = new ArrayList<>();
    for (String p : problems) {
      if (result.size() == MAX_PROBLEMS) {
        break;
      }
      if (only == null || p.startsWith(only + ": ") || p.startsWith(only + ".") || p.startsWith(only + "[")) {
        result.add(p);
      }
    }
    return result;
  }

  /** {@code tools.NAME: problem; problem}. */
  public static String message(String label, List<String> problems) {
    return label + ": " + String.join("; ", problems);
  }

  private static String prefix(String field) {
    return field.isEmpty() ? "" : field + ": ";
  }

  /** The dotted path of the value the error is about: {@code loc.lat}, {@code stops[2].name}. */
  private static String field(Error error) {
    String path = path(error.getInstanceLocation());
    String property = error.getProperty();
    String keyword = error.getKeyword();
    if (property != null && ("required".equals(keyword) || "additionalProperties".equals(keyword)
        || "unevaluatedProperties".equals(keyword) || "dependentRequired".equals(keyword))) {
      return path.isEmpty() ? property : path + "." + property;
    }
    return path;
  }

  private static String path(NodePath location) {
    StringBuilder out = new StringBuilder();
    if (location == null) {
      return "";
    }
    for (int i = 0; i < location.getNameCount(); i++) {
      Object element = location.getElement(i);
      if (element instanceof Integer index) {
        out.append('[').append(index).append(']');
      } else {
        if (out.length() > 0) {
          out.append('.');
        }
        out.append(element);
      }
    }
    return out.toString();
  }

  /** When the error is one branch of an anyOf/oneOf, the evaluation path up to that keyword. */
  private static String branchKey(Error error) {
    NodePath eval = error.getEvaluationPath();
    if (eval == null) {
      return null;
    }
    int last = -1;
    for (int i = 0; i < eval.getNameCount(); i++) {
      Object e = eval.getElement(i);
      if ("anyOf".equals(e) || "oneOf".equals(e)) {
        last = i;
      }
    }
    if (last < 0 || last == eval.getNameCount() - 1) {
      return null;
    }
    StringBuilder key = new StringBuilder();
    for (int i = 0; i <= last; i++) {
      key.append('/').append(eval.getElement(i));
    }
    return key.toString();
  }

  private static String alternativesRule(Set<String> rules) {
    List<String> types = new ArrayList<>();
    String got = null;
    for (String rule : rules) {
      if (rule.startsWith("must be ") && rule.contains(" (got ")) {
        types.add(rule.substring("must be ".length(), rule.indexOf(" (got ")));
        got = rule.substring(rule.indexOf(" (got "));
      } else {
        types.clear();
        break;
      }
    }
    if (!types.isEmpty()) {
      return "must be " + String.join(" or ", new LinkedHashSet<>(types)) + got;
    }
    return "must satisfy one of: " + String.join(" | ", rules);
  }

  private String rule(Error error, String field) {
    Object[] args = error.getArguments() == null ? new Object[0] : error.getArguments();
    JsonNode got = error.getInstanceNode();
    JsonNode rule = error.getSchemaNode();
    String keyword = error.getKeyword() == null ? "" : error.getKeyword();
    switch (keyword) {
      case "type":
        return "must be " + types(rule) + " (got " + typed(got) + ")";
      case "minimum":
        return "must be >= " + number(rule) + " (got " + literal(got) + ")";
      case "exclusiveMinimum":
        return "must be > " + number(rule) + " (got " + literal(got) + ")";
      case "maximum":
        return "must be <= " + number(rule) + " (got " + literal(got) + ")";
      case "exclusiveMaximum":
        return "must be < " + number(rule) + " (got " + literal(got) + ")";
      case "multipleOf":
        return "must be a multiple of " + number(rule) + " (got " + literal(got) + ")";
      case "enum":
        return "must be one of " + values(rule) + " (got " + literal(got) + ")";
      case "const":
        return "must be " + literal(rule) + " (got " + literal(got) + ")";
      case "required":
        return field.contains(".") ? "required field is missing" : "required argument is missing";
      case "additionalProperties":
      case "unevaluatedProperties":
        return unexpected(error, field);
      case "minLength":
        return "must have at least " + PythonStubs.plural(rule.asLong(), "character") + " (got " + length(got) + ")";
      case "maxLength":
        return "must have at most " + PythonStubs.plural(rule.asLong(), "character") + " (got " + length(got) + ")";
      case "pattern":
        return "must match the pattern " + rule.asString("") + " (got " + literal(got) + ")";
      case "minItems":
        return "must have at least " + PythonStubs.plural(rule.asLong(), "item") + " (got " + got.size() + ")";
      case "maxItems":
        return "must have at most " + PythonStubs.plural(rule.asLong(), "item") + " (got " + got.size() + ")";
      case "uniqueItems":
        return "must not contain duplicate items";
      case "minProperties":
        return "must have at least " + PythonStubs.plural(rule.asLong(), "key") + " (got " + got.size() + ")";
      case "maxProperties":
        return "must have at most " + PythonStubs.plural(rule.asLong(), "key") + " (got " + got.size() + ")";
      case "format":
        return "must be a valid " + (args.length > 0 ? args[0] : rule.asString("")) + " (got " + literal(got) + ")";
      case "false":
        return "is not allowed";
      default:
        return error.getMessage();
    }
  }

  private String unexpected(Error error, String field) {
    boolean top = !field.contains(".") && !field.contains("[");
    StringBuilder out = new StringBuilder(top ? "unexpected argument" : "unexpected field");
    if (top) {
      List<String> known = new ArrayList<>();
      for (Iterator<String> it = schema.path("properties").propertyNames().iterator(); it.hasNext(); ) {
        known.add(it.next());
      }
      List<String> close = Suggestions.closest(field, known, 1);
      if (!close.isEmpty()) {
        out.append(" (did you mean ").append(close.get(0)).append("?)");
      } else if (!known.isEmpty() && known.size() <= 12) {
        out.append(" (expected ").append(String.join(", ", known)).append(")");
      }
    }
    return out.toString();
  }

  /** The Python name of a JSON type. */
  public static String pythonType(String jsonType) {
    return switch (jsonType) {
      case "string" -> "str";
      case "integer" -> "int";
      case "number" -> "float";
      case "boolean" -> "bool";
      case "null" -> "None";
      case "array" -> "list";
      case "object" -> "dict";
      default -> jsonType;
    };
  }

  /** The Python type name of a JSON value. */
  public static String pythonTypeOf(JsonNode node) {
    if (node == null || node.isNull()) {
      return "None";
    }
    if (node.isString()) {
      return "str";
    }
    if (node.isBoolean()) {
      return "bool";
    }
    if (node.isIntegralNumber()) {
      return "int";
    }
    if (node.isNumber()) {
      return "float";
    }
    return node.isArray() ? "list" : "dict";
  }

  private static String types(JsonNode rule) {
    if (rule != null && rule.isArray()) {
      List<String> names = new ArrayList<>();
      rule.forEach(t -> names.add(pythonType(t.asString(""))));
      return String.join(" or ", names);
    }
    return pythonType(rule == null ? "" : rule.asString(""));
  }

  private static String typed(JsonNode got) {
    String type = pythonTypeOf(got);
    return got == null || got.isContainer() || got.isNull() ? type : type + " " + literal(got);
  }

  private static String number(JsonNode n) {
    return n == null ? "?" : n.toString();
  }

  private static String length(JsonNode s) {
    return s != null && s.isString() ? String.valueOf(s.asString().codePointCount(0, s.asString().length())) : "?";
  }

  private static String values(JsonNode rule) {
    List<String> out = new ArrayList<>();
    if (rule != null) {
      rule.forEach(v -> out.add(literal(v)));
    }
    return String.join(", ", out);
  }

  /** A JSON value as a short Python literal ({@code "x"}, {@code 3}, {@code True}, {@code None}). */
  public static String literal(JsonNode v) {
    if (v == null || v.isNull() || v.isMissingNode()) {
      return "None";
    }
    if (v.isBoolean()) {
      return v.asBoolean() ? "True" : "False";
    }
    if (v.isString()) {
      String s = v.asString();
      if (s.length() > 40) {
        s = s.substring(0, 37) + "...";
      }
      return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
    if (v.isContainer()) {
      String text = v.toString();
      return text.length() > 40 ? (v.isArray() ? "a list of " + v.size() + " items" : "a dict") : text;
    }
    return v.toString();
  }
}
