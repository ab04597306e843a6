/*
 * The bridge between Python values and host values (HostValues): JSON-shaped data only.
 * Python -> host rejects, before anything reaches the host, whatever JSON cannot carry
 * (non-str keys, NaN/inf, bytes, sets, other objects, ints outside -2^63..2^64-1, cycles,
 * nesting deeper than the limit) with a catchable TypeError/ValueError. Both directions walk
 * with an explicit stack, so deep data can never overflow the Java stack.
 */
package dev.krait.python.objects;

import dev.krait.python.HostValues;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Conversions between Python objects and host values. */
public final class HostBridge {
  private HostBridge() {}

  private static final BigInteger MAX_HOST_INT = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  // ================================================================ Python -> host

  /** One container being converted. */
  @NotWalked("lives during one conversion at the host boundary")
  private static final class Frame {
    final PyObject source;
    final PyObject[] items;
    final PyObject[] keys;
    final List<Object> list;
    final Map<String, Object> map;
    final int depth;
    int next;

    Frame(PyObject source, PyObject[] items, PyObject[] keys, int depth) {
      this.source = source;
      this.items = items;
      this.keys = keys;
      this.depth = depth;
      if (keys == null) {
        list = new ArrayList<>(items.length);
        map = null;
      } else {
        list = null;
        map = new LinkedHashMap<>();
      }
    }

    void add(Object value) {
      if (list != null) {
        list.add(value);
      } else {
        map.put(((PyStr) keys[next - 1]).value(), value);
      }
    }

    Object result() {
      return list != null ? list : map;
    }
  }

  /**
   * Converts a Python value to a host value (null, Boolean, Long, BigInteger, Double, String,
   * List, Map with String keys). A scalar has depth 0 and {@code [x]} depth 1; containers
   * nested deeper than {@code maxDepth} are rejected.
   */
  public static Object toHost(PyObject value, int maxDepth) {
    Object scalar = scalarToHost(value);
    if (scalar != NOT_SCALAR) {
      return scalar;
    }
    IdentityHashMap<PyObject, Boolean> onPath = new IdentityHashMap<>();
    ArrayDeque<Frame> stack = new ArrayDeque<>();
    Frame root = open(value, 1, maxDepth, onPath);
    stack.push(root);
    ResourceMeter meter = ResourceMeter.current();
    while (true) {
      Frame f = stack.peek();
      int size = f.items.length;
      if (f.next >= size) {
        stack.pop();
        onPath.remove(f.source);
        Object done = f.result();
        Frame parent = stack.peek();
        if (parent == null) {
          return done;
        }
        parent.add(done);
        continue;
      }
      meter.tick();
      PyObject item = f.items[f.next++];
      Object s = scalarToHost(item);
      if (s != NOT_SCALAR) {
        f.add(s);
        continue;
      }
      stack.push(open(item, f.depth + 1, maxDepth, onPath));
    }
  }

  private static final Object NOT_SCALAR = new Object();

  /** Opens a container frame, checking depth, cycles and key types. */
  private static Frame open(PyObject value, int depth, int maxDepth, IdentityHashMap<PyObject, Boolean> onPath) {
    if (depth > maxDepth) {
      throw Errors.valueError("JSON value is nested too deeply (more than " + maxDepth + " levels)");
    }
    if (onPath.containsKey(value)) {
      throw Errors.valueError("Circular reference detected");
    }
    Frame f;
    if (value instanceof PyList l) {
      f = new Frame(value, l.toArray(), null, depth);
    } else if (value instanceof PyTuple t) {
      f = new Frame(value, t.items, null, depth);
    } else if (value instanceof PyDict d) {
      int n = d.size();
      PyObject[] keys = new PyObject[n];
      PyObject[] values = new PyObject[n];
      int i = 0;
      for (int e = 0; e < d.entryLimit(); e++) {
        PyObject k = d.entryKey(e);
        if (k == null) {
          continue;
        }
        if (!(k instanceof PyStr)) {
          throw Errors.typeError("JSON object keys must be str, not " + k.type().name());
        }
        keys[i] = k;
        values[i] = d.entryValue(e);
        i++;
      }
      f = new Frame(value, values, keys, depth);
    } else {
      throw notSerializable(value);
    }
    onPath.put(value, Boolean.TRUE);
    return f;
  }

  private static PyError notSerializable(PyObject value) {
    return Errors.typeError("Object of type " + value.type().name() + " is not JSON serializable");
  }

  /** The host value of a scalar, or NOT_SCALAR for containers (rejects other objects). */
  private static Object scalarToHost(PyObject value) {
    if (value == PyNone.NONE) {
      return null;
    }
    if (value instanceof PyBool b) {
      return b == PyBool.TRUE;
    }
    if (value instanceof PyInt i) {
      if (i.fitsLong()) {
        return i.longValue();
      }
      BigInteger big = i.bigValue();
      if (big.signum() < 0 || big.compareTo(MAX_HOST_INT) > 0) {
        throw Errors.valueError("int out of range for JSON: must be between -2**63 and 2**64-1");
      }
      return big;
    }
    if (value instanceof PyFloat f) {
      double d = f.value();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw Errors.valueError("Out of range float values are not JSON compliant");
      }
      return d;
    }
    if (value instanceof PyStr s) {
      return s.value();
    }
    if (value instanceof PyList || value instanceof PyTuple || value instanceof PyDict) {
      return NOT_SCALAR;
    }
    throw notSerializable(value);
  }

  // ================================================================ host -> Python

  /** Converts a host value; HostFunction values are refused (IllegalArgumentException). */
  public static PyObject toPython(Object hostValue) {
    return toPython(hostValue, null);
  }

  /**
   * Converts a host value (null, Boolean, Long/Integer/Short/Byte, BigInteger, Double/Float,
   * String, List, Map with String keys, HostNamespace) to Python. {@code functions} converts
   * HostFunction values (the VM supplies it); when null they are refused with
   * IllegalArgumentException, as is any other Java type.
   */
  public static PyObject toPython(Object hostValue, Function<HostValues.HostFunction, PyObject> functions) {
    PyObject scalar = scalarToPython(hostValue, functions);
    if (scalar != null) {
      return scalar;
    }
    ArrayDeque<InFrame> stack = new ArrayDeque<>();
    stack.push(new InFrame(hostValue));
    while (true) {
      InFrame f = stack.peek();
      if (!f.hasNext()) {
        stack.pop();
        InFrame parent = stack.peek();
        if (parent == null) {
          return f.result;
        }
        parent.add(f.result);
        continue;
      }
      Object item = f.next();
      PyObject s = scalarToPython(item, functions);
      if (s != null) {
        f.add(s);
      } else {
        if (stack.size() > 100_000) {
          throw new IllegalArgumentException("host value nested too deeply");
        }
        stack.push(new InFrame(item));
      }
    }
  }

  /**
   * A {@link HostValues.Constant}'s value for one execution: a copy of the Python value converted
   * once (containers copied, down to scalars, which are immutable and shared).
   */
  public static PyObject constant(HostValues.Constant constant) {
    Object template = constant.converted();
    if (template == null) {
      PyObject made = ResourceMeter.unmetered(() -> toPython(constant.value(), null));
      if (depth(made, 0) > MAX_TEMPLATE_DEPTH) {
        return made; // copied by recursion below, so only shallow values are kept
      }
      constant.keepConverted(made);
      template = made;
    }
    return copyOf((PyObject) template);
  }

  private static final int MAX_TEMPLATE_DEPTH = 200;

  /** Nesting depth of a converted host value (its containers are exact lists, dicts and namespaces). */
  private static int depth(PyObject o, int at) {
    if (at > MAX_TEMPLATE_DEPTH) {
      return at;
    }
    int most = at;
    if (o instanceof PyList l) {
      for (int i = 0; i < l.size(); i++) {
        most = Math.max(most, depth(l.get(i), at + 1));
      }
    } else if (o instanceof PyDict || o instanceof PyNamespace) {
      PyDict d = o instanceof PyDict dict ? dict : o.instanceDict();
      for (int i = 0; i < d.entryLimit(); i++) {
        if (d.entryKey(i) != null) {
          most = Math.max(most, depth(d.entryValue(i), at + 1));
        }
      }
    }
    return most;
  }

  /** A copy of converted host value {@code o}: new containers, the same (immutable) scalars. */
  private static PyObject copyOf(PyObject o) {
    if (o instanceof PyList l) {
      PyObject[] items = new PyObject[l.size()];
      for (int i = 0; i < items.length; i++) {
        items[i] = copyOf(l.get(i));
      }
      return new PyList(items);
    }
    if (o instanceof PyDict d) {
      PyDict copy = d.copy();
      copyContainers(d, copy);
      return copy;
    }
    if (o instanceof PyNamespace ns) {
      PyNamespace copy = new PyNamespace(ns.type());
      copy.instanceDict().mergeFrom(ns.instanceDict());
      copyContainers(ns.instanceDict(), copy.instanceDict());
      return copy;
    }
    return o;
  }

  /** Replaces the container values of {@code copy} (a copy of {@code from}) by copies of their own. */
  private static void copyContainers(PyDict from, PyDict copy) {
    for (int i = 0; i < from.entryLimit(); i++) {
      PyObject key = from.entryKey(i);
      PyObject value = from.entryValue(i);
      if (key != null && (value instanceof PyList || value instanceof PyDict || value instanceof PyNamespace)) {
        copy.setItem(key, copyOf(value));
      }
    }
  }

  /** One host container being converted. */
  @NotWalked("lives during one conversion at the host boundary")
  private static final class InFrame {
    final PyObject result;
    final Iterator<?> iterator;
    final boolean isMap;
    String pendingKey;

    InFrame(Object container) {
      if (container instanceof List<?> l) {
        result = new PyList();
        iterator = l.iterator();
        isMap = false;
      } else if (container instanceof Map<?, ?> m) {
        result = new PyDict();
        iterator = m.entrySet().iterator();
        isMap = true;
      } else {
        HostValues.HostNamespace ns = (HostValues.HostNamespace) container;
        result = PyNamespace.ofHostType(ns.typeName());
        iterator = ns.attributes().entrySet().iterator();
        isMap = true;
      }
    }

    boolean hasNext() {
      return iterator.hasNext();
    }

    Object next() {
      Object o = iterator.next();
      if (isMap) {
        Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
        if (!(e.getKey() instanceof String k)) {
          throw new IllegalArgumentException("host map keys must be strings, not " + e.getKey());
        }
        pendingKey = k;
        return e.getValue();
      }
      return o;
    }

    void add(PyObject value) {
      if (result instanceof PyList l) {
        l.append(value);
      } else if (result instanceof PyDict d) {
        d.setItem(PyStr.of(pendingKey), value);
      } else {
        ((PyNamespace) result).put(pendingKey, value);
      }
    }
  }

  /** A scalar's Python value, or null for a container. */
  private static PyObject scalarToPython(Object v, Function<HostValues.HostFunction, PyObject> functions) {
    if (v == null) {
      return PyNone.NONE;
    }
    if (v instanceof Boolean b) {
      return PyBool.of(b);
    }
    if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
      return PyInt.of(((Number) v).longValue());
    }
    if (v instanceof BigInteger b) {
      return PyInt.of(b);
    }
    if (v instanceof Double || v instanceof Float) {
      return PyFloat.of(((Number) v).doubleValue());
    }
    if (v instanceof String s) {
      return PyStr.of(s);
    }
    if (v instanceof List<?> || v instanceof Map<?, ?> || v instanceof HostValues.HostNamespace) {
      return null;
    }
    if (v instanceof HostValues.HostFunction fn) {
      if (functions == null) {
        throw new IllegalArgumentException("host functions are converted by the VM: " + fn.name());
      }
      return functions.apply(fn);
    }
    if (v instanceof PyObject p) {
      return p;
    }
    throw new IllegalArgumentException("not a host value: " + v.getClass().getName());
  }
}
