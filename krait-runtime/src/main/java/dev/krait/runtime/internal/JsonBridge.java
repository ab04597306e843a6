/*
 * The JSON boundary: Jackson nodes <-> interpreter host values, rejecting what JSON cannot carry
 * losslessly. Depth counts containers: a scalar is depth 0, [x] is depth 1; 127 passes, 128 fails.
 */
package dev.krait.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Converts between {@link JsonNode} and host values, validating both ways. */
public final class JsonBridge {
  /** Deepest container nesting allowed across the boundary (128 levels or more are rejected). */
  public static final int MAX_DEPTH = 127;
  /** Smallest int allowed: -2^63. */
  public static final BigInteger MIN_INT = BigInteger.valueOf(Long.MIN_VALUE);
  /** Largest int allowed: 2^64 - 1. */
  public static final BigInteger MAX_INT = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonBridge() {}

  /** A value that cannot cross the JSON boundary; {@link #pythonType()} names the exception. */
  public static final class RejectedValue extends Exception {
    private static final long serialVersionUID = 1L;
    private final String pythonType;

    public RejectedValue(String pythonType, String message) {
      super(message, null, false, false);
      this.pythonType = pythonType;
    }

    /** "TypeError" or "ValueError". */
    public String pythonType() {
      return pythonType;
    }
  }

  /** Converts a host value (null, Boolean, Long, BigInteger, Double, String, List, Map) to JSON. */
  public static JsonNode toJson(Object value) throws RejectedValue {
    return toJson(value, 0);
  }

  private static JsonNode toJson(Object value, int depth) throws RejectedValue {
    if (value == null) {
      return NODES.nullNode();
    } else if (value instanceof Boolean b) {
      return NODES.booleanNode(b);
    } else if (value instanceof Long || value instanceof Integer || value instanceof Short
        || value instanceof Byte) {
      return integer(((Number) value).longValue());
    } else if (value instanceof BigInteger big) {
      checkRange(big);
      return big.bitLength() < 64 ? integer(big.longValue()) : NODES.numberNode(big);
    } else if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      checkFinite(d);
      return NODES.numberNode(d);
    } else if (value instanceof String s) {
      return NODES.stringNode(s);
    } else if (value instanceof List<?> list) {
      checkDepth(depth + 1);
      ArrayNode array = NODES.arrayNode(list.size());
      for (Object item : list) {
        array.add(toJson(item, depth + 1));
      }
      return array;
    } else if (value instanceof Map<?, ?> map) {
      checkDepth(depth + 1);
      ObjectNode object = NODES.objectNode();
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        if (!(entry.getKey() instanceof String key)) {
          throw new RejectedValue("TypeError", "JSON object keys must be str");
        }
        object.set(key, toJson(entry.getValue(), depth + 1));
      }
      return object;
    }
    throw new RejectedValue("TypeError",
        "value of type " + value.getClass().getSimpleName() + " is not JSON serializable");
  }

  /** Int-sized values become int nodes, as Jackson's parser makes them, so trees compare equal. */
  private static JsonNode integer(long value) {
    return value == (int) value ? NODES.numberNode((int) value) : NODES.numberNode(value);
  }

  /** Converts JSON to a host value, rejecting nodes JSON-in-Python cannot represent exactly. */
  public static Object toHost(JsonNode node) throws RejectedValue {
    return toHost(node, 0);
  }

  private static Object toHost(JsonNode node, int depth) throws RejectedValue {
    if (node == null || node.isNull()) {
      return null;
    } else if (node.isBoolean()) {
      return node.booleanValue();
    } else if (node.isString()) {
      return node.stringValue();
    } else if (node.isIntegralNumber()) {
      if (node.canConvertToLong()) {
        return node.longValue();
      }
      BigInteger big = node.bigIntegerValue();
      checkRange(big);
      return big;
    } else if (node.isNumber()) {
      double d = node.isBigDecimal() ? decimal(node.decimalValue()) : node.doubleValue();
      checkFinite(d);
      return d;
    } else if (node.isArray()) {
      checkDepth(depth + 1);
      List<Object> list = new ArrayList<>(node.size());
      for (JsonNode item : node.values()) {
        list.add(toHost(item, depth + 1));
      }
      return list;
    } else if (node.isObject()) {
      checkDepth(depth + 1);
      Map<String, Object> map = new LinkedHashMap<>();
      for (Map.Entry<String, JsonNode> entry : node.properties()) {
        map.put(entry.getKey(), toHost(entry.getValue(), depth + 1));
      }
      return map;
    }
    throw new RejectedValue("TypeError", "JSON value of kind " + node.getNodeType() + " is not supported");
  }

  /** Validates a JSON tree without converting it (same rules as {@link #toHost}). */
  public static void validate(JsonNode node) throws RejectedValue {
    toHost(node);
  }

  /** Compact JSON text, as {@code text(value)} writes non-str values. */
  public static String write(JsonNode node) {
    return JsonMapper.shared().writeValueAsString(node);
  }

  private static double decimal(BigDecimal value) {
    return value.doubleValue();
  }

  private static void checkRange(BigInteger value) throws RejectedValue {
    if (value.compareTo(MIN_INT) < 0 || value.compareTo(MAX_INT) > 0) {
      throw new RejectedValue("ValueError", "JSON ints must be between -2**63 and 2**64-1");
    }
  }

  private static void checkFinite(double value) throws RejectedValue {
    if (!Double.isFinite(value)) {
      throw new RejectedValue("ValueError", "JSON floats must be finite (no NaN or infinity)");
    }
  }

  private static void checkDepth(int depth) throws RejectedValue {
    if (depth > MAX_DEPTH) {
      throw new RejectedValue("ValueError",
          "JSON nesting of " + (MAX_DEPTH + 1) + " levels or more is not allowed");
    }
  }
}
