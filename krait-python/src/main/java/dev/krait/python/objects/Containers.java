/*
 * Shared machinery of the container types: index normalisation with CPython's messages,
 * fast hashing and equality for dict/set keys, lexicographic comparison of sequences, the
 * repr recursion guard ({@code [...]}) and the "less than" used by sort/min/max.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.LimitExceededError;
import dev.krait.python.vm.ResourceMeter;
import dev.krait.python.vm.Sizes;
import java.util.IdentityHashMap;

/** Helpers for list, tuple, dict, set, range and the builtins that consume them. */
public final class Containers {
  private Containers() {}

  static final PyObject[] NO_ITEMS = new PyObject[0];

  // ---------------------------------------------------------------- indices

  /** An index as a Java long, with the sequence's "indices must be integers" message. */
  public static long indexValue(PyObject idx, String typeName) {
    PyInt i;
    if (idx instanceof PyInt pi) {
      i = pi;
    } else {
      if (idx.type().lookup("__index__") == null) {
        throw Errors.typeError(typeName + " indices must be integers or slices, not " + idx.type().name());
      }
      i = Ops.index(idx);
    }
    if (!i.fitsLong()) {
      throw Errors.indexError("cannot fit 'int' into an index-sized integer");
    }
    return i.longValue();
  }

  /** {@code operator.index(o)} as a long, OverflowError when it does not fit. */
  public static long asLong(PyObject o) {
    PyInt i = Ops.index(o);
    if (!i.fitsLong()) {
      throw Errors.overflow("Python int too large to convert to C ssize_t");
    }
    return i.longValue();
  }

  /** Clamped long value of an int-like object used as a slice bound or search bound. */
  public static long clampedIndex(PyObject o) {
    PyInt i;
    if (o instanceof PyInt pi) {
      i = pi;
    } else if (o.type().lookup("__index__") != null) {
      i = Ops.index(o);
    } else {
      throw Errors.typeError("slice indices must be integers or None or have an __index__ method");
    }
    if (i.fitsLong()) {
      return i.longValue();
    }
    return i.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
  }

  /** An int-like argument clamped to the long range (TypeError for non-ints), as list.insert takes it. */
  public static long clampedIndexOrType(PyObject o) {
    PyInt i = Ops.index(o);
    if (i.fitsLong()) {
      return i.longValue();
    }
    return i.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
  }

  /** Normalises the optional start/stop of {@code index()}-style methods to [0, len]. */
  public static int[] searchBounds(PyObject start, PyObject stop, int len) {
    long s = start == null || start == PyNone.NONE ? 0 : clampedIndex(start);
    long e = stop == null || stop == PyNone.NONE ? len : clampedIndex(stop);
    if (s < 0) {
      s = Math.max(0, s + len);
    }
    if (e < 0) {
      e = Math.max(0, e + len);
    }
    return new int[] {(int) Math.min(s, len), (int) Math.min(e, len)};
  }

  /** The count of a repetition ({@code seq * n}): negative counts are 0; beyond a C ssize_t either way, OverflowError. */
  public static long repeatCount(PyObject n) {
    return Math.max(0, Ops.index(n).asIndexSized());
  }

  /** Checks and charges the storage of a sequence of {@code total} slots before allocating it. */
  static int checkedLength(long a, long b, boolean multiply) {
    long total;
    try {
      total = multiply ? Math.multiplyExact(a, b) : Math.addExact(a, b);
    } catch (ArithmeticException e) {
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    if (total > Integer.MAX_VALUE - 8) {
      ResourceMeter.current().allocateSlots(total);
      throw Errors.of(ExceptionTypes.MEMORY_ERROR);
    }
    ResourceMeter.current().allocateSlots(total);
    return (int) total;
  }

  // ---------------------------------------------------------------- hashing and equality of keys

  /** {@code hash(key)} with fast paths for exact ints and strs. */
  public static long hash(PyObject key) {
    if (key instanceof PyStr s && s.type() == PyStr.TYPE) {
      return s.hashValue();
    }
    PyType t = key.type();
    if (key instanceof PyInt i && (t == PyInt.TYPE || t == PyBool.TYPE)) {
      return i.hashValue();
    }
    if (t == PyTuple.TYPE) {
      return ((PyTuple) key).hashValue();
    }
    PyObject method = t.lookup("__hash__");
    if (method == null || method == PyNone.NONE) {
      throw Errors.unhashable(key);
    }
    PyObject r = Ops.callMethodDescriptor(method, key, new PyObject[0], null);
    if (!(r instanceof PyInt i)) {
      throw Errors.typeError("__hash__ method should return an integer");
    }
    // CPython keeps a returned hash that fits in Py_ssize_t (mapping -1 to -2) and re-hashes bigger ones.
    if (i.fitsLong()) {
      long h = i.longValue();
      return h == -1 ? -2 : h;
    }
    return i.hashValue();
  }

  /** {@code a == b} for stored keys (identity first), with fast paths for exact strs and ints. */
  public static boolean keyEq(PyObject a, PyObject b) {
    if (a == b) {
      return true;
    }
    if (a instanceof PyStr sa && b instanceof PyStr sb && sa.type() == PyStr.TYPE && sb.type() == PyStr.TYPE) {
      return sa.value().equals(sb.value());
    }
    if (a instanceof PyInt ia && b instanceof PyInt ib && ia.fitsLong() && ib.fitsLong()
        && isPlainInt(a) && isPlainInt(b)) {
      return ia.longValue() == ib.longValue();
    }
    return Ops.eq(a, b);
  }

  private static boolean isPlainInt(PyObject o) {
    PyType t = o.type();
    return t == PyInt.TYPE || t == PyBool.TYPE;
  }

  // ---------------------------------------------------------------- ordering

  /** {@code a < b} with fast paths for exact ints, floats and strs (same answers as the protocol). */
  public static boolean lt(PyObject a, PyObject b) {
    PyType ta = a.type();
    PyType tb = b.type();
    if (ta == tb) {
      if (ta == PyInt.TYPE) {
        PyInt ia = (PyInt) a;
        PyInt ib = (PyInt) b;
        if (ia.fitsLong() && ib.fitsLong()) {
          return ia.longValue() < ib.longValue();
        }
      } else if (ta == PyStr.TYPE) {
        return PyStr.compare((PyStr) a, (PyStr) b) < 0;
      } else if (ta == PyFloat.TYPE) {
        return ((PyFloat) a).value() < ((PyFloat) b).value();
      } else if (ta == PyTuple.TYPE && a.getClass() == PyTuple.class && b.getClass() == PyTuple.class) {
        return tupleLt((PyTuple) a, (PyTuple) b);
      }
    }
    return Ops.lt(a, b);
  }

  /**
   * {@code a < b} for exact tuples, as tuple.__lt__ answers it: the first items that differ decide,
   * else the shorter is less. Items that are exact ints, strs or floats of one type are compared
   * here; at the first other pair the whole comparison goes to the protocol (which repeats the
   * equality tests of the items before, without effects since they were all plain values).
   */
  private static boolean tupleLt(PyTuple a, PyTuple b) {
    int n = Math.min(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      if ((i & 63) == 63) {
        ResourceMeter.current().tick(64); // a long run of equal items is work in proportion
      }
      PyObject x = a.get(i);
      PyObject y = b.get(i);
      if (x == y) {
        continue;
      }
      PyType t = x.type();
      if (t != y.type()) {
        return Ops.lt(a, b);
      }
      if (t == PyInt.TYPE && ((PyInt) x).fitsLong() && ((PyInt) y).fitsLong()) {
        long vx = ((PyInt) x).longValue();
        long vy = ((PyInt) y).longValue();
        if (vx != vy) {
          return vx < vy;
        }
      } else if (t == PyStr.TYPE) {
        int c = PyStr.compare((PyStr) x, (PyStr) y);
        if (c != 0) {
          return c < 0;
        }
      } else if (t == PyFloat.TYPE) {
        double vx = ((PyFloat) x).value();
        double vy = ((PyFloat) y).value();
        if (vx != vy) {
          return vx < vy; // unequal (NaN too): "<" of these items decides, as in the protocol
        }
      } else {
        return Ops.lt(a, b);
      }
    }
    return a.size() < b.size();
  }


  /** Lexicographic rich comparison of two item arrays (list and tuple). */
  static PyObject compareSequences(PyObject[] v, int vn, PyObject[] w, int wn, Ops.Compare op) {
    if (vn != wn && (op == Ops.Compare.EQ || op == Ops.Compare.NE)) {
      return PyBool.of(op == Ops.Compare.NE);
    }
    int i = 0;
    ResourceMeter meter = ResourceMeter.current();
    meter.enterNative("in comparison");
    try {
      for (; i < vn && i < wn; i++) {
        meter.tick();
        if (!keyEq(v[i], w[i])) {
          break;
        }
      }
      if (i >= vn || i >= wn) {
        boolean r = switch (op) {
          case LT -> vn < wn;
          case LE -> vn <= wn;
          case EQ -> vn == wn;
          case NE -> vn != wn;
          case GT -> vn > wn;
          case GE -> vn >= wn;
        };
        return PyBool.of(r);
      }
      if (op == Ops.Compare.EQ) {
        return PyBool.FALSE;
      }
      if (op == Ops.Compare.NE) {
        return PyBool.TRUE;
      }
      return Ops.richCompare(v[i], w[i], op);
    } finally {
      meter.leaveNative();
    }
  }

  /** Maps a comparison dunder name to its operator. */
  static Ops.Compare compareOp(String dunder) {
    return switch (dunder) {
      case "__lt__" -> Ops.Compare.LT;
      case "__le__" -> Ops.Compare.LE;
      case "__eq__" -> Ops.Compare.EQ;
      case "__ne__" -> Ops.Compare.NE;
      case "__gt__" -> Ops.Compare.GT;
      default -> Ops.Compare.GE;
    };
  }

  static final String[] COMPARE_DUNDERS = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

  // ---------------------------------------------------------------- repr recursion guard

  private static final ThreadLocal<IdentityHashMap<PyObject, Boolean>> REPR_ACTIVE =
      ThreadLocal.withInitial(IdentityHashMap::new);

  /** Py_ReprEnter: false when {@code o} is already being repr'd on this thread (print {@code [...]}). */
  static boolean reprEnter(PyObject o) {
    IdentityHashMap<PyObject, Boolean> active = REPR_ACTIVE.get();
    if (active.containsKey(o)) {
      return false;
    }
    ResourceMeter.current().enterNative("while getting the repr of an object");
    active.put(o, Boolean.TRUE);
    return true;
  }

  static void reprLeave(PyObject o) {
    REPR_ACTIVE.get().remove(o);
    ResourceMeter.current().leaveNative();
  }

  /** After appending an item's repr: the builder alone may not pass the memory limit. */
  static void reprGrown(StringBuilder sb) {
    ResourceMeter meter = ResourceMeter.current();
    meter.tick();
    meter.requireFitsString(sb.length());
  }

  /** The repr of a container's item, as a Java string. */
  static void appendRepr(StringBuilder sb, PyObject item) {
    if (item instanceof PyStr s && s.type() == PyStr.TYPE) {
      sb.append(Ops.repr(item));
    } else {
      sb.append(Ops.repr(item));
    }
  }

  // ---------------------------------------------------------------- misc

  /** All items of an iterable as a fresh array (metered and ticked). */
  public static PyObject[] collect(PyObject iterable) {
    if (iterable instanceof PyTuple t) {
      return t.items.length == 0 ? NO_ITEMS : t.items.clone();
    }
    if (iterable instanceof PyList l && l.type() == PyList.TYPE) {
      return l.toArray();
    }
    ResourceMeter meter = ResourceMeter.current();
    if (iterable instanceof PyRange r) {
      // The size is known up front: a range too big for the limit fails before any work.
      long size;
      try {
        size = r.size();
      } catch (PyError overflow) {
        size = Long.MAX_VALUE / 16;
      }
      meter.requireFits(Sizes.add(16, Sizes.mul(40, size)), "a list of " + LimitExceededError.count(size) + " items");
    }
    PyObject it = Ops.iter(iterable);
    PyIterator pit = it instanceof PyIterator p ? p : null;
    // the items collected so far are seen by the memory walk while the iterator runs Python code
    PyObject[][] held = {new PyObject[8]};
    meter.hold(held);
    try {
      PyObject[] buf = held[0];
      int n = 0;
      for (PyObject v = pit != null ? pit.nextOrNull() : Ops.next(it); v != null;
          v = pit != null ? pit.nextOrNull() : Ops.next(it)) {
        if (n == buf.length) {
          meter.allocateSlots(buf.length * 2L);
          buf = java.util.Arrays.copyOf(buf, buf.length * 2);
          held[0] = buf;
        }
        meter.tick();
        buf[n++] = v;
      }
      return n == 0 ? NO_ITEMS : java.util.Arrays.copyOf(buf, n);
    } finally {
      meter.release(held);
    }
  }

  /** The instance dict created on demand for instances of user subclasses of builtin containers. */
  static PyDict subclassDict(PyDict existing, PyType subtype) {
    return existing != null ? existing : subtype == null ? null : new PyDict();
  }

  /** The item of an iterable of pairs as a 2-array, with dict()'s messages. */
  static PyObject[] pair(PyObject item, int index) {
    PyObject[] kv;
    if (item instanceof PyTuple t && t.size() == 2) {
      return new PyObject[] {t.get(0), t.get(1)};
    }
    if (item instanceof PyList l && l.size() == 2) {
      return new PyObject[] {l.get(0), l.get(1)};
    }
    PyObject it;
    try {
      it = Ops.iter(item);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.TYPE_ERROR)) {
        throw Errors.typeError("cannot convert dictionary update sequence element #" + index + " to a sequence");
      }
      throw e;
    }
    java.util.ArrayList<PyObject> parts = new java.util.ArrayList<>(2);
    for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
      ResourceMeter.current().tick();
      parts.add(v);
    }
    if (parts.size() != 2) {
      long n = parts.size();
      throw Errors.valueError("dictionary update sequence element #" + index + " has length " + n
          + "; 2 is required");
    }
    kv = parts.toArray(NO_ITEMS);
    return kv;
  }
}
