/*
 * The bisect module: bisect_left/bisect_right (bisect) and insort_left/insort_right (insort)
 * with lo/hi and key= (3.10), over any sequence through the object protocol.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.vm.ResourceMeter;

/** {@code bisect}. */
public final class BisectModule {
  private BisectModule() {}

  private static final String[] NAMES = {"a", "x", "lo", "hi", "key"};

  public static PyModule create() {
    PyModule m = new PyModule("bisect");
    m.def("bisect_right", (a, k) -> PyInt.of(search("bisect_right", a, k, true, false)));
    m.def("bisect_left", (a, k) -> PyInt.of(search("bisect_left", a, k, false, false)));
    m.put("bisect", m.instanceDict().getItemOrNull(dev.krait.python.objects.PyStr.of("bisect_right")));
    m.def("insort_right", (a, k) -> {
      search("insort_right", a, k, true, true);
      return PyNone.NONE;
    });
    m.def("insort_left", (a, k) -> {
      search("insort_left", a, k, false, true);
      return PyNone.NONE;
    });
    m.put("insort", m.instanceDict().getItemOrNull(dev.krait.python.objects.PyStr.of("insort_right")));
    return m;
  }

  private static PyObject item(PyObject seq, long i) {
    if (seq instanceof PyList l && l.type() == PyList.TYPE) {
      return l.get((int) i);
    }
    return Ops.getitem(seq, PyInt.of(i));
  }

  /** The insertion point; inserts x there when {@code insert}. */
  private static long search(String fname, PyObject[] args, String[] k, boolean right, boolean insert) {
    PyObject[] p = Support.bind(fname, args, k, NAMES, 2);
    PyObject seq = p[0];
    PyObject x = p[1];
    long lo = p[2] == null ? 0 : Support.toLong(p[2]);
    if (lo < 0) {
      throw Errors.valueError("lo must be non-negative");
    }
    long hi = p[3] == null || p[3] == PyNone.NONE ? Ops.len(seq) : Support.toLong(p[3]);
    PyObject key = Support.isNone(p[4]) ? null : p[4];
    PyObject xKey = key == null || !insert ? x : Support.call1(key, x);
    ResourceMeter meter = ResourceMeter.current();
    while (lo < hi) {
      meter.tick();
      long mid = (lo + hi) >>> 1;
      PyObject v = item(seq, mid);
      PyObject vKey = key == null ? v : Support.call1(key, v);
      boolean goRight = right ? !Ops.lt(xKey, vKey) : Ops.lt(vKey, xKey);
      if (goRight) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    if (insert) {
      if (seq instanceof PyList l && l.type() == PyList.TYPE) {
        l.insert(lo, x);
      } else {
        Ops.getattr(seq, "insert").call(new PyObject[] {PyInt.of(lo), x}, null);
      }
    }
    return lo;
  }
}
