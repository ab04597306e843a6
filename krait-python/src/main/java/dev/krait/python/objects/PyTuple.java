/*
 * tuple: an immutable array of objects. Hash is CPython's xxHash-based tuplehash so that
 * sets and dicts of tuples iterate as CPython's do.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.function.Consumer;

/** {@code tuple}. */
public class PyTuple extends PyObject {
  public static final PyType TYPE = PyType.builtin("tuple", PyType.OBJECT, PyTuple::install);
  public static final PyType ITERATOR_TYPE = PyType.builtin("tuple_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  public static final PyTuple EMPTY = new PyTuple(Containers.NO_ITEMS);

  final PyObject[] items;
  private final PyType subtype;
  private PyDict dict;

  PyTuple(PyObject[] items) {
    this.items = items;
    this.subtype = null;
  }

  protected PyTuple(PyObject[] items, PyType subtype) {
    this.items = items;
    this.subtype = subtype;
  }

  /** A tuple of copies of the given references. */
  public static PyTuple of(PyObject... items) {
    return items.length == 0 ? EMPTY : new PyTuple(items.clone());
  }

  /** A tuple that takes ownership of {@code items} (the caller must not change the array afterwards). */
  public static PyTuple wrap(PyObject[] items) {
    return items.length == 0 ? EMPTY : new PyTuple(items);
  }

  /** {@code tuple(iterable)}. */
  public static PyTuple fromIterable(PyObject iterable) {
    if (iterable instanceof PyTuple t && t.type() == TYPE) {
      return t;
    }
    return wrap(Containers.collect(iterable));
  }

  public int size() {
    return items.length;
  }

  public PyObject get(int i) {
    return items[i];
  }

  /** A copy of the items. */
  public PyObject[] toArray() {
    return items.clone();
  }

  /** The items without copying: callers must not modify the array. */
  public PyObject[] items() {
    return items;
  }

  @Override
  public PyType type() {
    return subtype == null ? TYPE : subtype;
  }

  @Override
  public PyDict instanceDict() {
    if (subtype != null && dict == null) {
      dict = new PyDict();
    }
    return dict;
  }

  @Override
  public long shallowSize() {
    return 24 + 8L * items.length;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visitAll(items);
    v.visit(subtype);
    v.visit(dict);
  }

  /** CPython's tuplehash (xxHash lanes). */
  public long hashValue() {
    final long prime1 = 0x9E3779B185EBCA87L;
    final long prime2 = 0xC2B2AE3D27D4EB4FL;
    final long prime5 = 0x27D4EB2F165667C5L;
    long acc = prime5;
    ResourceMeter meter = ResourceMeter.current();
    meter.enterNative("while hashing a tuple");
    try {
      for (PyObject item : items) {
        long lane = Containers.hash(item);
        acc += lane * prime2;
        acc = Long.rotateLeft(acc, 31);
        acc *= prime1;
      }
    } finally {
      meter.leaveNative();
    }
    acc += items.length ^ (prime5 ^ 3527539L);
    if (acc == -1) {
      return 1546275796L;
    }
    return acc;
  }

  /** {@code repr(tuple)}. */
  public String repr() {
    if (items.length == 0) {
      return "()";
    }
    if (!Containers.reprEnter(this)) {
      return "(...)";
    }
    try {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < items.length; i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(Ops.repr(items[i]));
        Containers.reprGrown(sb);
      }
      if (items.length == 1) {
        sb.append(',');
      }
      return sb.append(')').toString();
    } finally {
      Containers.reprLeave(this);
    }
  }

  /** {@code self[index]} for an int or a slice. */
  public PyObject getItem(PyObject index) {
    if (index instanceof PySlice s) {
      long[] r = s.indices(items.length);
      int start = (int) r[0];
      int step = (int) r[2];
      int n = (int) r[3];
      if (step == 1 && n == items.length && type() == TYPE) {
        return this;
      }
      if (n == 0) {
        return EMPTY;
      }
      ResourceMeter.current().allocateSlots(n);
      PyObject[] out = new PyObject[n];
      if (step == 1) {
        System.arraycopy(items, start, out, 0, n);
      } else {
        for (int i = 0, j = start; i < n; i++, j += step) {
          out[i] = items[j];
        }
      }
      return new PyTuple(out);
    }
    long i = Containers.indexValue(index, "tuple");
    if (i < 0) {
      i += items.length;
    }
    if (i < 0 || i >= items.length) {
      throw Errors.indexError("tuple index out of range");
    }
    return items[(int) i];
  }

  public boolean contains(PyObject value) {
    ResourceMeter meter = ResourceMeter.current();
    for (PyObject item : items) {
      meter.tick();
      if (Containers.keyEq(item, value)) {
        return true;
      }
    }
    return false;
  }

  private static PyTuple self(PyObject o) {
    return (PyTuple) o;
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] bound = Args.bind("tuple", a, k, 1, new String[] {"iterable"}, 0);
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("tuple() takes no keyword arguments");
      }
      PyType cls = (PyType) a[0];
      PyObject[] items = bound[0] == null ? Containers.NO_ITEMS : Containers.collect(bound[0]);
      if (cls == TYPE) {
        if (bound[0] instanceof PyTuple src && src.type() == TYPE) {
          return src;
        }
        return wrap(items);
      }
      return new PyTuple(items, cls);
    });
    t.defineMethod("__len__", (a, k) -> PyInt.of(self(a[0]).items.length));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return self(a[0]).getItem(a[1]);
    });
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(self(a[0]).contains(a[1]));
    });
    t.defineMethod("__iter__", (a, k) -> new ArrayIterator(ITERATOR_TYPE, self(a[0]).items, self(a[0]).items.length));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(self(a[0]).hashValue()));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(self(a[0]).repr()));
    for (String cmp : Containers.COMPARE_DUNDERS) {
      Ops.Compare op = Containers.compareOp(cmp);
      t.defineMethod(cmp, (a, k) -> {
        if (!(a[1] instanceof PyTuple o)) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        PyTuple s = self(a[0]);
        return Containers.compareSequences(s.items, s.items.length, o.items, o.items.length, op);
      });
    }
    t.defineMethod("__add__", (a, k) -> {
      Args.exact("__add__", a, k, 2);
      if (!(a[1] instanceof PyTuple o)) {
        if (!a[1].type().isBuiltin() && a[1].type().lookup("__radd__") != null) {
          return PyNotImplemented.NOT_IMPLEMENTED; // user class with __radd__ (UserList...) gets its turn
        }
        throw Errors.typeError("can only concatenate tuple (not \"" + a[1].type().name() + "\") to tuple");
      }
      PyTuple s = self(a[0]);
      if (o.items.length == 0 && s.type() == TYPE) {
        return s;
      }
      if (s.items.length == 0 && o.type() == TYPE) {
        return o;
      }
      int n = Containers.checkedLength(s.items.length, o.items.length, false);
      PyObject[] out = new PyObject[n];
      System.arraycopy(s.items, 0, out, 0, s.items.length);
      System.arraycopy(o.items, 0, out, s.items.length, o.items.length);
      return new PyTuple(out);
    });
    BuiltinBody mul = (a, k) -> {
      Args.exact("__mul__", a, k, 2);
      if (!(a[1] instanceof PyInt) && a[1].type().lookup("__index__") == null) {
        PyObject rm = a[1].type().lookup("__rmul__");
        if (rm != null && rm != PyNone.NONE && rm != TYPE.lookup("__rmul__")) {
          PyObject r = Ops.callMethodDescriptor(rm, a[1], new PyObject[] {a[0]}, null);
          if (r != PyNotImplemented.NOT_IMPLEMENTED) {
            return r;
          }
        }
        throw Errors.typeError("can't multiply sequence by non-int of type '" + a[1].type().name() + "'");
      }
      PyTuple s = self(a[0]);
      long count = Containers.repeatCount(a[1]);
      if (count == 1 && s.type() == TYPE) {
        return s;
      }
      if (count == 0 || s.items.length == 0) {
        return EMPTY;
      }
      return new PyTuple(repeat(s.items, s.items.length, count));
    };
    t.defineMethod("__mul__", mul);
    t.defineMethod("__rmul__", mul);
    t.defineMethod("count", (a, k) -> {
      Args.exact("tuple.count", a, k, 2);
      long n = 0;
      ResourceMeter meter = ResourceMeter.current();
      for (PyObject item : self(a[0]).items) {
        meter.tick();
        if (Containers.keyEq(item, a[1])) {
          n++;
        }
      }
      return PyInt.of(n);
    });
    t.defineMethod("index", (a, k) -> {
      Args.range("index", a, k, 2, 4);
      PyTuple s = self(a[0]);
      int[] b = Containers.searchBounds(a.length > 2 ? a[2] : null, a.length > 3 ? a[3] : null, s.items.length);
      ResourceMeter meter = ResourceMeter.current();
      for (int i = b[0]; i < b[1]; i++) {
        meter.tick();
        if (Containers.keyEq(s.items[i], a[1])) {
          return PyInt.of(i);
        }
      }
      throw Errors.valueError("tuple.index(x): x not in tuple");
    });
    t.defineMethod("__getnewargs__", (a, k) -> PyTuple.of(PyTuple.of(self(a[0]).items)));
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias((PyType) a[0], a[1]));
  }

  /** {@code items[0:n] * count} as a new array, size-checked before allocating. */
  static PyObject[] repeat(PyObject[] items, int n, long count) {
    int total = Containers.checkedLength(n, count, true);
    PyObject[] out = new PyObject[total];
    if (n == 1) {
      java.util.Arrays.fill(out, items[0]);
      return out;
    }
    System.arraycopy(items, 0, out, 0, n);
    int filled = n;
    while (filled < total) {
      int chunk = Math.min(filled, total - filled);
      System.arraycopy(out, 0, out, filled, chunk);
      filled += chunk;
    }
    return out;
  }

  /** Iterator over a fixed array (tuples; also used for snapshots). */
  static final class ArrayIterator extends PyIterator {
    private final PyType type;
    private final PyObject[] items;
    private final int n;
    private int index;

    ArrayIterator(PyType type, PyObject[] items, int n) {
      this.type = type;
      this.items = items;
      this.n = n;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyObject nextOrNull() {
      return index < n ? items[index++] : null;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(type);
      v.visitAll(items, index, items == null ? 0 : items.length);
    }
  }
}
