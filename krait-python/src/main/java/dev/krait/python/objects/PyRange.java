/*
 * range: an immutable arithmetic sequence. Bounds that fit in a long (the usual case) use
 * primitive arithmetic; bigger bounds fall back to int objects and the protocol.
 */
package dev.krait.python.objects;

import java.util.function.Consumer;

/** {@code range(start, stop, step)}. */
public final class PyRange extends PyObject {
  public static final PyType TYPE = PyType.builtin("range", PyType.OBJECT, PyRange::install);
  public static final PyType ITERATOR_TYPE = PyType.builtin("range_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  public static final PyType LONG_ITERATOR_TYPE = PyType.builtin("longrange_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);

  private final PyInt start;
  private final PyInt stop;
  private final PyInt step;
  /** The length as an int object. */
  private final PyInt length;
  /** True when start, step and length fit in longs (and so does every element). */
  private final boolean small;
  private final long s0;
  private final long st;
  private final long len;

  public PyRange(PyInt start, PyInt stop, PyInt step) {
    if (step.signum() == 0) {
      throw Errors.valueError("range() arg 3 must not be zero");
    }
    this.start = start;
    this.stop = stop;
    this.step = step;
    long n = -1;
    if (start.fitsLong() && stop.fitsLong() && step.fitsLong()) {
      n = smallLength(start.longValue(), stop.longValue(), step.longValue());
    }
    if (n >= 0) {
      this.small = true;
      this.length = PyInt.of(n);
      this.s0 = start.longValue();
      this.st = step.longValue();
      this.len = n;
    } else {
      this.small = false;
      this.length = bigLength(start, stop, step);
      this.s0 = 0;
      this.st = 0;
      this.len = -1;
    }
  }

  /** {@code range(n)}. */
  public static PyRange of(long start, long stop, long step) {
    return new PyRange(PyInt.of(start), PyInt.of(stop), PyInt.of(step));
  }

  /** The length, or -1 when the computation overflows a long (also when any element would). */
  private static long smallLength(long lo, long hi, long step) {
    try {
      long n;
      if (step > 0) {
        n = lo < hi ? (Math.subtractExact(hi, lo) - 1) / step + 1 : 0;
      } else {
        n = lo > hi ? (Math.subtractExact(lo, hi) - 1) / Math.negateExact(step) + 1 : 0;
      }
      if (n > 0) {
        Math.addExact(lo, Math.multiplyExact(n - 1, step));
      }
      return n;
    } catch (ArithmeticException e) {
      return -1;
    }
  }

  private static PyInt bigLength(PyInt lo, PyInt hi, PyInt step) {
    PyObject zero = PyInt.of(0);
    PyObject one = PyInt.of(1);
    PyObject n;
    if (step.signum() > 0) {
      if (!Ops.lt(lo, hi)) {
        return PyInt.of(0);
      }
      n = Ops.binary(Ops.binary(Ops.binary(Ops.binary(hi, lo, Ops.Binary.SUB), one, Ops.Binary.SUB), step,
          Ops.Binary.FLOORDIV), one, Ops.Binary.ADD);
    } else {
      if (!Ops.lt(hi, lo)) {
        return PyInt.of(0);
      }
      n = Ops.binary(Ops.binary(Ops.binary(Ops.binary(lo, hi, Ops.Binary.SUB), one, Ops.Binary.SUB),
          Ops.binary(zero, step, Ops.Binary.SUB), Ops.Binary.FLOORDIV), one, Ops.Binary.ADD);
    }
    return (PyInt) n;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  public PyInt start() {
    return start;
  }

  public PyInt stop() {
    return stop;
  }

  public PyInt step() {
    return step;
  }

  /** The length as a long; OverflowError when it does not fit. */
  public long size() {
    if (small) {
      return len;
    }
    if (!length.fitsLong()) {
      throw Errors.overflow("Python int too large to convert to C ssize_t");
    }
    return length.longValue();
  }

  /** The i-th element (0 <= i < length) as an int object. */
  private PyObject item(PyObject i) {
    return Ops.binary(start, Ops.binary(i, step, Ops.Binary.MUL), Ops.Binary.ADD);
  }

  /** {@code self[index]}. */
  public PyObject getItem(PyObject index) {
    if (index instanceof PySlice s) {
      if (small) {
        long[] r = s.indices(len);
        try {
          long newStart = Math.addExact(s0, Math.multiplyExact(r[0], st));
          long newStep = Math.multiplyExact(r[2], st);
          long newStop = Math.addExact(s0, Math.multiplyExact(r[1], st));
          return of(newStart, newStop, newStep);
        } catch (ArithmeticException e) {
          // fall through to the general computation
        }
        return new PyRange((PyInt) item(PyInt.of(r[0])), (PyInt) item(PyInt.of(r[1])),
            (PyInt) Ops.binary(PyInt.of(r[2]), step, Ops.Binary.MUL));
      }
      long[] r = s.indices(size());
      return new PyRange((PyInt) item(PyInt.of(r[0])), (PyInt) item(PyInt.of(r[1])),
          (PyInt) Ops.binary(PyInt.of(r[2]), step, Ops.Binary.MUL));
    }
    PyInt i;
    if (index instanceof PyInt pi) {
      i = pi;
    } else if (index.type().lookup("__index__") != null) {
      i = Ops.index(index);
    } else {
      throw Errors.typeError("range indices must be integers or slices, not " + index.type().name());
    }
    if (small && i.fitsLong()) {
      long v = i.longValue();
      if (v < 0) {
        v += len;
      }
      if (v < 0 || v >= len) {
        throw Errors.indexError("range object index out of range");
      }
      return PyInt.of(s0 + v * st);
    }
    PyObject v = i;
    if (i.signum() < 0) {
      v = Ops.binary(i, length, Ops.Binary.ADD);
    }
    if (((PyInt) v).signum() < 0 || !Ops.lt(v, length)) {
      throw Errors.indexError("range object index out of range");
    }
    return item(v);
  }

  /** The position of an int value in the range, or -1 (long ranges) / null handled by callers. */
  private PyObject positionOf(PyInt v) {
    if (small && v.fitsLong()) {
      long x = v.longValue();
      if (len == 0) {
        return null;
      }
      long last = s0 + (len - 1) * st;
      boolean inside = st > 0 ? x >= s0 && x <= last : x <= s0 && x >= last;
      if (!inside) {
        return null;
      }
      long off = x - s0;
      if (off % st != 0) {
        return null;
      }
      return PyInt.of(off / st);
    }
    PyObject off = Ops.binary(v, start, Ops.Binary.SUB);
    PyObject q = Ops.binary(off, step, Ops.Binary.FLOORDIV);
    PyObject r = Ops.binary(off, step, Ops.Binary.MOD);
    if (((PyInt) r).signum() != 0 || ((PyInt) q).signum() < 0 || !Ops.lt(q, length)) {
      return null;
    }
    return q;
  }

  private static boolean isExactInt(PyObject o) {
    return o.type() == PyInt.TYPE || o.type() == PyBool.TYPE;
  }

  /** {@code x in self}. */
  public boolean contains(PyObject x) {
    if (isExactInt(x)) {
      return positionOf((PyInt) x) != null;
    }
    PyIterator it = iterator();
    for (PyObject v = it.nextOrNull(); v != null; v = it.nextOrNull()) {
      dev.krait.python.vm.ResourceMeter.current().tick();
      if (Ops.eq(v, x)) {
        return true;
      }
    }
    return false;
  }

  public PyIterator iterator() {
    if (small) {
      return new RangeIterator(s0, st, len);
    }
    return new LongRangeIterator(start, step, length);
  }

  public PyIterator reversedIterator() {
    if (small) {
      return new RangeIterator(len == 0 ? s0 : s0 + (len - 1) * st, -st, len);
    }
    PyObject last = Ops.binary(start, Ops.binary(Ops.binary(length, PyInt.of(1), Ops.Binary.SUB), step,
        Ops.Binary.MUL), Ops.Binary.ADD);
    return new LongRangeIterator((PyInt) last, (PyInt) Ops.neg(step), length);
  }

  /** {@code repr(range)}. */
  public String repr() {
    if (step.fitsLong() && step.longValue() == 1) {
      return "range(" + Ops.repr(start) + ", " + Ops.repr(stop) + ")";
    }
    return "range(" + Ops.repr(start) + ", " + Ops.repr(stop) + ", " + Ops.repr(step) + ")";
  }

  private boolean rangeEquals(PyRange o) {
    if (this == o) {
      return true;
    }
    if (!Ops.eq(length, o.length)) {
      return false;
    }
    if (length.signum() == 0) {
      return true;
    }
    if (!Ops.eq(start, o.start)) {
      return false;
    }
    if (length.fitsLong() && length.longValue() == 1) {
      return true;
    }
    return Ops.eq(step, o.step);
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(start);
    v.visit(stop);
    v.visit(step);
    v.visit(length);
  }

  private static PyRange self(PyObject o) {
    return (PyRange) o;
  }

  private static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      if (Args.kwCount(k) > 0) {
        throw Errors.typeError("range() takes no keyword arguments");
      }
      return switch (a.length) {
        case 1 -> throw Errors.typeError("range expected at least 1 argument, got 0");
        case 2 -> new PyRange(PyInt.of(0), Ops.index(a[1]), PyInt.of(1));
        case 3 -> new PyRange(Ops.index(a[1]), Ops.index(a[2]), PyInt.of(1));
        case 4 -> new PyRange(Ops.index(a[1]), Ops.index(a[2]), Ops.index(a[3]));
        default -> throw Errors.typeError("range expected at most 3 arguments, got " + (a.length - 1));
      };
    });
    t.defineGetter("start", o -> self(o).start);
    t.defineGetter("stop", o -> self(o).stop);
    t.defineGetter("step", o -> self(o).step);
    t.defineMethod("__len__", (a, k) -> PyInt.of(self(a[0]).size()));
    t.defineMethod("__bool__", (a, k) -> PyBool.of(self(a[0]).length.signum() != 0));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return self(a[0]).getItem(a[1]);
    });
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(self(a[0]).contains(a[1]));
    });
    t.defineMethod("__iter__", (a, k) -> self(a[0]).iterator());
    t.defineMethod("__reversed__", (a, k) -> self(a[0]).reversedIterator());
    t.defineMethod("__repr__", (a, k) -> PyStr.of(self(a[0]).repr()));
    t.defineMethod("__eq__", (a, k) -> a[1] instanceof PyRange o ? PyBool.of(self(a[0]).rangeEquals(o))
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__ne__", (a, k) -> a[1] instanceof PyRange o ? PyBool.of(!self(a[0]).rangeEquals(o))
        : PyNotImplemented.NOT_IMPLEMENTED);
    t.defineMethod("__hash__", (a, k) -> {
      PyRange r = self(a[0]);
      PyTuple key;
      if (r.length.signum() == 0) {
        key = PyTuple.of(r.length, PyNone.NONE, PyNone.NONE);
      } else if (r.length.fitsLong() && r.length.longValue() == 1) {
        key = PyTuple.of(r.length, r.start, PyNone.NONE);
      } else {
        key = PyTuple.of(r.length, r.start, r.step);
      }
      return PyInt.of(key.hashValue());
    });
    t.defineMethod("count", (a, k) -> {
      Args.exact("count", a, k, 2);
      PyRange r = self(a[0]);
      if (isExactInt(a[1])) {
        return PyInt.of(r.positionOf((PyInt) a[1]) != null ? 1 : 0);
      }
      long n = 0;
      PyIterator it = r.iterator();
      for (PyObject v = it.nextOrNull(); v != null; v = it.nextOrNull()) {
        dev.krait.python.vm.ResourceMeter.current().tick();
        if (Ops.eq(v, a[1])) {
          n++;
        }
      }
      return PyInt.of(n);
    });
    t.defineMethod("index", (a, k) -> {
      Args.exact("index", a, k, 2);
      PyRange r = self(a[0]);
      if (isExactInt(a[1])) {
        PyObject pos = r.positionOf((PyInt) a[1]);
        if (pos != null) {
          return pos;
        }
      } else {
        long i = 0;
        PyIterator it = r.iterator();
        for (PyObject v = it.nextOrNull(); v != null; v = it.nextOrNull(), i++) {
          dev.krait.python.vm.ResourceMeter.current().tick();
          if (Ops.eq(v, a[1])) {
            return PyInt.of(i);
          }
        }
      }
      throw Errors.valueError(Ops.repr(a[1]) + " is not in range");
    });
  }

  /** Iterator over a range whose elements fit in longs. */
  static final class RangeIterator extends PyIterator {
    private long next;
    private final long step;
    private long remaining;

    RangeIterator(long start, long step, long length) {
      this.next = start;
      this.step = step;
      this.remaining = length;
    }

    @Override
    public PyType type() {
      return ITERATOR_TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      if (remaining <= 0) {
        return null;
      }
      remaining--;
      long v = next;
      next += step;
      return PyInt.of(v);
    }

    /** Fast path for the VM's for-loop: the next value, with {@link #hasNext()} checked first. */
    public boolean hasNext() {
      return remaining > 0;
    }

    public long nextLong() {
      remaining--;
      long v = next;
      next += step;
      return v;
    }
  }

  /** Iterator over a range with big-int bounds. */
  static final class LongRangeIterator extends PyIterator {
    private PyObject next;
    private final PyInt step;
    private PyObject remaining;

    LongRangeIterator(PyInt start, PyInt step, PyInt length) {
      this.next = start;
      this.step = step;
      this.remaining = length;
    }

    @Override
    public PyType type() {
      return LONG_ITERATOR_TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      if (((PyInt) remaining).signum() <= 0) {
        return null;
      }
      remaining = Ops.binary(remaining, PyInt.of(1), Ops.Binary.SUB);
      PyObject v = next;
      next = Ops.binary(next, step, Ops.Binary.ADD);
      return v;
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(next);
      v.visit(step);
      v.visit(remaining);
    }
  }
}
