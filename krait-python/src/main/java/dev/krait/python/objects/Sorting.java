/*
 * The sort behind list.sort and sorted(): a stable merge sort driven only by "<" (as
 * CPython's is), so inconsistent comparisons never break it (Java's TimSort would throw
 * "Comparison method violates its general contract"), and exceptions from key functions or
 * comparisons propagate unchanged. Before sorting, the keys are checked once (as CPython does):
 * when all are exact ints that fit a long, exact strs or exact floats, or exact tuples whose first
 * items are all of one such kind, "<" is done directly on the values, which is what the generic
 * protocol would answer for them.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** Stable merge sort of Python objects. */
public final class Sorting {
  private Sorting() {}

  private static final int INSERTION_LIMIT = 16;

  /** How keys compare: decided once per sort by {@link #kindOf}. */
  private static final int GENERIC = 0;
  private static final int INTS = 1;
  private static final int STRS = 2;
  private static final int FLOATS = 3;
  /** Tuples: their first items are of the kind {@code TUPLES + kind}. */
  private static final int TUPLES = 4;

  /**
   * Sorts {@code items[0:n]} in place, by {@code key(item)} when key is neither null nor None,
   * descending (still stable) when {@code reverse}.
   */
  public static void sort(PyObject[] items, int n, PyObject key, boolean reverse) {
    if (n < 2) {
      if (n == 1 && key != null && key != PyNone.NONE) {
        key.call(new PyObject[] {items[0]}, null); // CPython calls key even for one element
      }
      return;
    }
    ResourceMeter meter = ResourceMeter.current();
    // list.sort empties the list meanwhile: its items, and the keys computed so far, are seen by
    // the memory walk while key functions and comparisons run Python code
    Object[] held = {items, null};
    meter.hold(held);
    try {
      PyObject[] keys;
      if (key == null || key == PyNone.NONE) {
        keys = items;
      } else {
        meter.allocateSlots(n);
        keys = new PyObject[n];
        held[1] = keys;
        for (int i = 0; i < n; i++) {
          meter.tick();
          keys[i] = key.call(new PyObject[] {items[i]}, null);
        }
      }
      if (reverse) {
        reverse(keys, n);
        if (keys != items) {
          reverse(items, n);
        }
      }
      meter.allocateSlots(n * (keys == items ? 1L : 2L));
      PyObject[] tmpKeys = new PyObject[n];
      PyObject[] tmpVals = keys == items ? null : new PyObject[n];
      sortKeys(keys, keys == items ? null : items, tmpKeys, tmpVals, n, meter, kindOf(keys, n));
      if (reverse) {
        reverse(keys, n);
        if (keys != items) {
          reverse(items, n);
        }
      }
    } finally {
      meter.release(held);
    }
  }

  /**
   * Sorts {@code items} by keys computed beforehand ({@code keys[i]} belongs to {@code items[i]};
   * both arrays are reordered together), stably, descending when {@code reverse}.
   */
  public static void sortByKeys(PyObject[] items, PyObject[] keys, boolean reverse) {
    int n = items.length;
    if (n < 2) {
      return;
    }
    ResourceMeter meter = ResourceMeter.current();
    PyObject[] vals = keys == items ? null : items;
    if (reverse) {
      reverse(keys, n);
      if (vals != null) {
        reverse(items, n);
      }
    }
    meter.allocateSlots(n * (vals == null ? 1L : 2L));
    sortKeys(keys, vals, new PyObject[n], vals == null ? null : new PyObject[n], n, meter, kindOf(keys, n));
    if (reverse) {
      reverse(keys, n);
      if (vals != null) {
        reverse(items, n);
      }
    }
  }

  private static void reverse(PyObject[] a, int n) {
    for (int i = 0, j = n - 1; i < j; i++, j--) {
      PyObject t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** The kind shared by keys[0:n] (see the constants), GENERIC when they are mixed. */
  private static int kindOf(PyObject[] keys, int n) {
    int k = valueKind(keys[0]);
    if (k == GENERIC && keys[0].getClass() == PyTuple.class && keys[0].type() == PyTuple.TYPE) {
      PyTuple t0 = (PyTuple) keys[0];
      int first = t0.size() == 0 ? GENERIC : valueKind(t0.get(0));
      if (first == GENERIC) {
        return GENERIC;
      }
      for (int i = 1; i < n; i++) {
        PyObject o = keys[i];
        if (o.getClass() != PyTuple.class || o.type() != PyTuple.TYPE || ((PyTuple) o).size() == 0
            || valueKind(((PyTuple) o).get(0)) != first) {
          return GENERIC;
        }
      }
      return TUPLES + first;
    }
    for (int i = 1; i < n && k != GENERIC; i++) {
      if (valueKind(keys[i]) != k) {
        return GENERIC;
      }
    }
    return k;
  }

  private static int valueKind(PyObject o) {
    Class<?> c = o.getClass();
    if (c == PyInt.class) {
      return o.type() == PyInt.TYPE && ((PyInt) o).fitsLong() ? INTS : GENERIC;
    } else if (c == PyStr.class) {
      return o.type() == PyStr.TYPE ? STRS : GENERIC;
    } else if (c == PyFloat.class) {
      return o.type() == PyFloat.TYPE ? FLOATS : GENERIC;
    }
    return GENERIC;
  }

  private static boolean lt(PyObject a, PyObject b, ResourceMeter meter, int kind) {
    meter.tick();
    switch (kind) {
      case INTS:
        return ((PyInt) a).longValue() < ((PyInt) b).longValue();
      case STRS:
        return PyStr.compare((PyStr) a, (PyStr) b) < 0;
      case FLOATS:
        return ((PyFloat) a).value() < ((PyFloat) b).value();
      case TUPLES + INTS, TUPLES + STRS, TUPLES + FLOATS: {
        // the first items decide unless they are equal; then the next ones, while they are
        // exact ints, strs or floats; anything else compares the whole tuples the general way
        PyTuple ta = (PyTuple) a;
        PyTuple tb = (PyTuple) b;
        PyObject x = ta.get(0);
        PyObject y = tb.get(0);
        if (x != y) {
          int c = kind == TUPLES + INTS ? Long.compare(((PyInt) x).longValue(), ((PyInt) y).longValue())
              : kind == TUPLES + STRS ? PyStr.compare((PyStr) x, (PyStr) y)
              : floatOrder(((PyFloat) x).value(), ((PyFloat) y).value());
          if (c != 0) {
            return c < 0;
          }
        }
        return restLt(ta, tb);
      }
      default:
        return Containers.lt(a, b);
    }
  }

  /**
   * a < b for tuples whose first items are equal: item by item while both items are of one
   * simple kind (equal items go on, the first unequal pair decides, as tuple comparison does);
   * the general comparison as soon as a pair is of another kind or unordered (NaN).
   */
  private static boolean restLt(PyTuple a, PyTuple b) {
    int n = Math.min(a.size(), b.size());
    if (n > 32) {
      return Containers.lt(a, b); // long tuples: the general comparison, which meters its loop
    }
    for (int i = 1; i < n; i++) {
      PyObject x = a.get(i);
      PyObject y = b.get(i);
      if (x == y) {
        continue;
      }
      int kx = valueKind(x);
      if (kx == GENERIC || valueKind(y) != kx) {
        return Containers.lt(a, b);
      }
      int c = kx == INTS ? Long.compare(((PyInt) x).longValue(), ((PyInt) y).longValue())
          : kx == STRS ? PyStr.compare((PyStr) x, (PyStr) y)
          : floatOrder(((PyFloat) x).value(), ((PyFloat) y).value());
      if (c == 2) {
        return Containers.lt(a, b);
      }
      if (c != 0) {
        return c < 0;
      }
    }
    return a.size() < b.size();
  }

  /** -1/1 when x < y / x > y; 0 when equal, and when unordered (NaN: "<" is then false). */
  private static int floatOrder(double x, double y) {
    return x < y ? -1 : x > y ? 1 : x == y ? 0 : 2;
  }

  /** Sorts keys[0:n] of the given kind (moving vals alongside when not null); tk and tv are scratch. */
  private static void sortKeys(PyObject[] keys, PyObject[] vals, PyObject[] tk, PyObject[] tv, int n,
      ResourceMeter meter, int kind) {
    if (kind == INTS) {
      sortInts(keys, vals, tk, tv, n, meter);
    } else {
      mergeSort(keys, vals, tk, tv, 0, n, meter, kind);
    }
  }

  /**
   * Keys that are all ints within a long: the same stable merge sort over their long values and
   * their positions (primitive arrays, no type tests per comparison), then keys and vals are
   * permuted into that order. Ticks as many units as the generic sort's comparisons, in bulk.
   */
  private static void sortInts(PyObject[] keys, PyObject[] vals, PyObject[] tk, PyObject[] tv, int n,
      ResourceMeter meter) {
    meter.allocate(24L * n);
    long[] k = new long[n];
    int[] pos = new int[n];
    for (int i = 0; i < n; i++) {
      k[i] = ((PyInt) keys[i]).longValue();
      pos[i] = i;
    }
    mergeLongs(k, pos, new long[n], new int[n], 0, n, meter);
    permute(keys, pos, tk, n);
    if (vals != null) {
      permute(vals, pos, tv, n);
    }
  }

  /** a = a[pos[0]], a[pos[1]], ... (through tmp). */
  private static void permute(PyObject[] a, int[] pos, PyObject[] tmp, int n) {
    for (int i = 0; i < n; i++) {
      tmp[i] = a[pos[i]];
    }
    System.arraycopy(tmp, 0, a, 0, n);
  }

  /** {@link #mergeSort} over long keys k[lo:hi] with their positions alongside. */
  private static void mergeLongs(long[] k, int[] pos, long[] tk, int[] tp, int lo, int hi, ResourceMeter meter) {
    meter.tick(hi - lo);
    if (hi - lo <= INSERTION_LIMIT) {
      for (int i = lo + 1; i < hi; i++) {
        long x = k[i];
        int p = pos[i];
        int j = i;
        // the rightmost place for x keeps equal keys in their order
        while (j > lo && x < k[j - 1]) {
          k[j] = k[j - 1];
          pos[j] = pos[j - 1];
          j--;
        }
        k[j] = x;
        pos[j] = p;
      }
      return;
    }
    int mid = (lo + hi) >>> 1;
    mergeLongs(k, pos, tk, tp, lo, mid, meter);
    mergeLongs(k, pos, tk, tp, mid, hi, meter);
    if (k[mid] >= k[mid - 1]) {
      return;
    }
    System.arraycopy(k, lo, tk, lo, mid - lo);
    System.arraycopy(pos, lo, tp, lo, mid - lo);
    int i = lo;
    int j = mid;
    int o = lo;
    while (i < mid && j < hi) {
      if (k[j] < tk[i]) {
        k[o] = k[j];
        pos[o++] = pos[j++];
      } else {
        k[o] = tk[i];
        pos[o++] = tp[i++];
      }
    }
    while (i < mid) {
      k[o] = tk[i];
      pos[o++] = tp[i++];
    }
  }

  /** Sorts keys[lo:hi] (moving vals alongside when not null). */
  private static void mergeSort(PyObject[] keys, PyObject[] vals, PyObject[] tk, PyObject[] tv, int lo, int hi,
      ResourceMeter meter, int kind) {
    if (hi - lo <= INSERTION_LIMIT) {
      insertionSort(keys, vals, lo, hi, meter, kind);
      return;
    }
    int mid = (lo + hi) >>> 1;
    mergeSort(keys, vals, tk, tv, lo, mid, meter, kind);
    mergeSort(keys, vals, tk, tv, mid, hi, meter, kind);
    if (!lt(keys[mid], keys[mid - 1], meter, kind)) {
      return;
    }
    System.arraycopy(keys, lo, tk, lo, mid - lo);
    if (vals != null) {
      System.arraycopy(vals, lo, tv, lo, mid - lo);
    }
    int i = lo;
    int j = mid;
    int k = lo;
    while (i < mid && j < hi) {
      if (lt(keys[j], tk[i], meter, kind)) {
        if (vals != null) {
          vals[k] = vals[j];
        }
        keys[k++] = keys[j++];
      } else {
        if (vals != null) {
          vals[k] = tv[i];
        }
        keys[k++] = tk[i++];
      }
    }
    while (i < mid) {
      if (vals != null) {
        vals[k] = tv[i];
      }
      keys[k++] = tk[i++];
    }
  }

  private static void insertionSort(PyObject[] keys, PyObject[] vals, int lo, int hi, ResourceMeter meter,
      int kind) {
    for (int i = lo + 1; i < hi; i++) {
      PyObject k = keys[i];
      PyObject v = vals == null ? null : vals[i];
      // binary search for the rightmost position where k fits (stability).
      int left = lo;
      int right = i;
      while (left < right) {
        int m = (left + right) >>> 1;
        if (lt(k, keys[m], meter, kind)) {
          right = m;
        } else {
          left = m + 1;
        }
      }
      if (left < i) {
        System.arraycopy(keys, left, keys, left + 1, i - left);
        keys[left] = k;
        if (vals != null) {
          System.arraycopy(vals, left, vals, left + 1, i - left);
          vals[left] = v;
        }
      }
    }
  }
}
