/*
 * slice objects and CPython's index arithmetic for them (PySlice_Unpack + AdjustIndices),
 * shared by every sequence type: list, tuple, str, bytes, range.
 */
package dev.krait.python.objects;

/** {@code slice(start, stop, step)}. Unhashable, as in Python 3.11. */
public final class PySlice extends PyObject {
  public static final PyType TYPE = PyType.builtin("slice", PyType.OBJECT, PySlice::install);

  private final PyObject start;
  private final PyObject stop;
  private final PyObject step;

  public PySlice(PyObject start, PyObject stop, PyObject step) {
    this.start = start;
    this.stop = stop;
    this.step = step;
  }

  public PyObject start() {
    return start;
  }

  public PyObject stop() {
    return stop;
  }

  public PyObject step() {
    return step;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(start);
    visitor.visit(stop);
    visitor.visit(step);
  }

  /**
   * The clamped {@code start, stop, step, length} of this slice over a sequence of {@code len}
   * items, as CPython computes them (step 0 is a ValueError).
   */
  public long[] indices(long len) {
    return compute(start, stop, step, len);
  }

  /** {@link #indices} for loose bounds (any of them PyNone.NONE or null for "absent"). */
  /**
   * A computed step as a Java int for walking an array: a step beyond the int range selects at
   * most one item (the array is shorter than the step), so clamping it changes nothing; casting
   * it would (the low 32 bits of -(2**63 - 1) are 1).
   */
  static int intStep(long step) {
    return (int) Math.max(-Integer.MAX_VALUE, Math.min(Integer.MAX_VALUE, step));
  }

  public static long[] compute(PyObject start, PyObject stop, PyObject step, long len) {
    long st;
    if (step == null || step == PyNone.NONE) {
      st = 1;
    } else {
      st = Containers.clampedIndex(step);
      if (st == 0) {
        throw Errors.valueError("slice step cannot be zero");
      }
      if (st == Long.MIN_VALUE) {
        st = -Long.MAX_VALUE;
      }
    }
    long s;
    if (start == null || start == PyNone.NONE) {
      s = st < 0 ? Long.MAX_VALUE : 0;
    } else {
      s = Containers.clampedIndex(start);
    }
    long e;
    if (stop == null || stop == PyNone.NONE) {
      e = st < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
    } else {
      e = Containers.clampedIndex(stop);
    }
    return adjust(s, e, st, len);
  }

  /** PySlice_AdjustIndices: clamps start/stop into the sequence and computes the slice length. */
  public static long[] adjust(long start, long stop, long step, long length) {
    if (start < 0) {
      start += length;
      if (start < 0) {
        start = step < 0 ? -1 : 0;
      }
    } else if (start >= length) {
      start = step < 0 ? length - 1 : length;
    }
    if (stop < 0) {
      stop += length;
      if (stop < 0) {
        stop = step < 0 ? -1 : 0;
      }
    } else if (stop >= length) {
      stop = step < 0 ? length - 1 : length;
    }
    long n = 0;
    if (step < 0) {
      if (stop < start) {
        n = (start - stop - 1) / (-step) + 1;
      }
    } else if (start < stop) {
      n = (stop - start - 1) / step + 1;
    }
    return new long[] {start, stop, step, n};
  }

  private static void install(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.noKeywords("slice", k);
      return switch (a.length) {
        case 2 -> new PySlice(PyNone.NONE, a[1], PyNone.NONE);
        case 3 -> new PySlice(a[1], a[2], PyNone.NONE);
        case 4 -> new PySlice(a[1], a[2], a[3]);
        default -> throw Errors.typeError(a.length < 2 ? "slice expected at least 1 argument, got 0"
            : "slice expected at most 3 arguments, got " + (a.length - 1));
      };
    });
    t.defineGetter("start", o -> ((PySlice) o).start);
    t.defineGetter("stop", o -> ((PySlice) o).stop);
    t.defineGetter("step", o -> ((PySlice) o).step);
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("__repr__", (a, k) -> {
      PySlice s = (PySlice) a[0];
      return PyStr.of("slice(" + Ops.repr(s.start) + ", " + Ops.repr(s.stop) + ", " + Ops.repr(s.step) + ")");
    });
    t.defineMethod("indices", (a, k) -> {
      Args.exact("indices", a, k, 2);
      PyInt n = Ops.index(a[1]);
      if (n.signum() < 0) {
        throw Errors.valueError("length should not be negative");
      }
      long len = n.fitsLong() ? n.longValue() : Long.MAX_VALUE;
      long[] r = ((PySlice) a[0]).indices(len);
      return PyTuple.of(PyInt.of(r[0]), PyInt.of(r[1]), PyInt.of(r[2]));
    });
    for (String cmp : Containers.COMPARE_DUNDERS) {
      Ops.Compare op = Containers.compareOp(cmp);
      t.defineMethod(cmp, (a, k) -> {
        if (!(a[1] instanceof PySlice o)) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        PySlice s = (PySlice) a[0];
        return Containers.compareSequences(new PyObject[] {s.start, s.stop, s.step}, 3,
            new PyObject[] {o.start, o.stop, o.step}, 3, op);
      });
    }
  }
}
