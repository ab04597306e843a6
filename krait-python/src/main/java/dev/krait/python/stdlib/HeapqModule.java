/*
 * The heapq module: CPython's heap algorithms (the same sift order, so lists end up identical)
 * over Python lists, with nlargest/nsmallest (stable, key=) and a lazy merge.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.List;

/** {@code heapq}. */
public final class HeapqModule {
  private HeapqModule() {}

  static final PyType MERGE_TYPE = PyType.builtin("generator", PyType.OBJECT, PyIterator::installIteratorProtocol);

  public static PyModule create() {
    PyModule m = new PyModule("heapq");
    m.def("heappush", (a, k) -> {
      Args.noKeywords("heappush", k);
      checkCount("heappush", a, 2);
      PyList h = heap("heappush", a[0]);
      h.append(a[1]);
      siftDown(h, 0, h.size() - 1);
      return PyNone.NONE;
    });
    m.def("heappop", (a, k) -> {
      Args.noKeywords("heappop", k);
      checkCount("heappop", a, 1);
      PyList h = heap("heappop", a[0]);
      if (h.size() == 0) {
        throw Errors.indexError("index out of range");
      }
      PyObject last = h.pop(h.size() - 1);
      if (h.size() == 0) {
        return last;
      }
      PyObject top = h.get(0);
      h.set(0, last);
      siftUp(h, 0);
      return top;
    });
    m.def("heapify", (a, k) -> {
      Args.noKeywords("heapify", k);
      checkCount("heapify", a, 1);
      PyList h = heap("heapify", a[0]);
      for (int i = h.size() / 2 - 1; i >= 0; i--) {
        siftUp(h, i);
      }
      return PyNone.NONE;
    });
    m.def("heapreplace", (a, k) -> {
      Args.noKeywords("heapreplace", k);
      checkCount("heapreplace", a, 2);
      PyList h = heap("heapreplace", a[0]);
      if (h.size() == 0) {
        throw Errors.indexError("index out of range");
      }
      PyObject top = h.get(0);
      h.set(0, a[1]);
      siftUp(h, 0);
      return top;
    });
    m.def("heappushpop", (a, k) -> {
      Args.noKeywords("heappushpop", k);
      checkCount("heappushpop", a, 2);
      PyList h = heap("heappushpop", a[0]);
      if (h.size() == 0 || !Ops.lt(h.get(0), a[1])) {
        return a[1];
      }
      PyObject top = h.get(0);
      h.set(0, a[1]);
      siftUp(h, 0);
      return top;
    });
    m.def("nlargest", (a, k) -> nBest("nlargest", a, k, true));
    m.def("nsmallest", (a, k) -> nBest("nsmallest", a, k, false));
    m.def("merge", HeapqModule::merge);
    return m;
  }

  private static void checkCount(String name, PyObject[] a, int n) {
    if (a.length != n) {
      throw Errors.typeError(name + " expected " + n + " argument" + (n == 1 ? "" : "s") + ", got " + a.length);
    }
  }

  private static PyList heap(String fname, PyObject o) {
    if (o instanceof PyList l) {
      return l;
    }
    // heapify takes a single argument (METH_O), so CPython's message has no position
    throw Errors.typeError(fname + "() argument" + (fname.equals("heapify") ? "" : " 1")
        + " must be list, not " + o.type().name());
  }

  /** CPython's _siftdown: move the item at pos up towards startpos. */
  static void siftDown(PyList h, int startpos, int pos) {
    PyObject item = h.get(pos);
    ResourceMeter meter = ResourceMeter.current();
    while (pos > startpos) {
      meter.tick();
      int parentpos = (pos - 1) >> 1;
      PyObject parent = h.get(parentpos);
      if (Ops.lt(item, parent)) {
        h.set(pos, parent);
        pos = parentpos;
        continue;
      }
      break;
    }
    h.set(pos, item);
  }

  /** CPython's _siftup: move the smaller child up until a leaf, then sift the item down. */
  static void siftUp(PyList h, int pos) {
    int endpos = h.size();
    int startpos = pos;
    PyObject item = h.get(pos);
    int childpos = 2 * pos + 1;
    ResourceMeter meter = ResourceMeter.current();
    while (childpos < endpos) {
      meter.tick();
      int rightpos = childpos + 1;
      if (rightpos < endpos && !Ops.lt(h.get(childpos), h.get(rightpos))) {
        childpos = rightpos;
      }
      h.set(pos, h.get(childpos));
      pos = childpos;
      childpos = 2 * pos + 1;
    }
    h.set(pos, item);
    siftDown(h, startpos, pos);
  }

  private static PyObject nBest(String name, PyObject[] a, String[] k, boolean largest) {
    PyObject[] p = Support.bind(name, a, k, new String[] {"n", "iterable", "key"}, 2);
    if (!(p[0] instanceof dev.krait.python.objects.PyInt) && Ops.getattrOrNull(p[1], "__len__", null) != null) {
      // CPython compares n >= len(iterable) first
      Ops.richCompare(p[0], dev.krait.python.objects.PyInt.of(Ops.len(p[1])), Ops.Compare.GE);
    }
    long n = Support.toLong(p[0]);
    List<PyObject> items = Support.toList(p[1]);
    PyObject key = Support.isNone(p[2]) ? null : p[2];
    if (n <= 0) {
      return new PyList();
    }
    PyObject[] arr = items.toArray(new PyObject[0]);
    PyObject[] keys = new PyObject[arr.length];
    for (int i = 0; i < arr.length; i++) {
      keys[i] = key == null ? arr[i] : Support.call1(key, arr[i]);
    }
    Support.sort(arr, keys, largest);
    List<PyObject> out = new ArrayList<>();
    for (int i = 0; i < Math.min(n, arr.length); i++) {
      out.add(arr[i]);
    }
    return Support.list(out);
  }

  private static PyObject merge(PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    PyObject key = null;
    boolean reverse = false;
    for (int i = 0; i < nkw; i++) {
      PyObject v = a[a.length - nkw + i];
      switch (k[i]) {
        case "key" -> key = Support.isNone(v) ? null : v;
        case "reverse" -> reverse = Ops.truthy(v);
        default -> throw Errors.typeError("merge() got an unexpected keyword argument '" + k[i] + "'");
      }
    }
    int n = a.length - nkw;
    PyObject[] its = new PyObject[n];
    for (int i = 0; i < n; i++) {
      its[i] = Ops.iter(a[i]);
    }
    final PyObject keyFn = key;
    final boolean rev = reverse;
    return new PyIterator() {
      final PyObject[] heads = new PyObject[n];
      final PyObject[] headKeys = new PyObject[n];
      boolean started;

      @Override
      public PyType type() {
        return MERGE_TYPE;
      }

      private void fill(int i) {
        PyObject v = its[i] == null ? null : Ops.next(its[i]);
        if (v == null) {
          its[i] = null;
          heads[i] = null;
          return;
        }
        heads[i] = v;
        headKeys[i] = keyFn == null ? v : Support.call1(keyFn, v);
      }

      @Override
      public PyObject nextOrNull() {
        ResourceMeter.current().tick();
        if (!started) {
          started = true;
          for (int i = 0; i < n; i++) {
            fill(i);
          }
        }
        int best = -1;
        for (int i = 0; i < n; i++) {
          if (heads[i] == null) {
            continue;
          }
          if (best < 0 || (rev ? Ops.lt(headKeys[best], headKeys[i]) : Ops.lt(headKeys[i], headKeys[best]))) {
            best = i;
          }
        }
        if (best < 0) {
          return null;
        }
        PyObject v = heads[best];
        fill(best);
        return v;
      }
    };
  }
}
