/*
 * The sort behind list.sort and sorted(): a stable merge sort driven only by "<" (as
 * CPython's is), so inconsistent comparisons never break it (Java's TimSort would throw
 * "Comparison method violates its general contract"), and exceptions from key functions or
 * comparisons propagate unchanged.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;

/** Stable merge sort of Python objects. */
public final class Sorting {
  private Sorting() {}

  private static final int INSERTION_LIMIT = 16;

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
      mergeSort(keys, keys == items ? null : items, tmpKeys, tmpVals, 0, n, meter);
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
    mergeSort(keys, vals, new PyObject[n], vals == null ? null : new PyObject[n], 0, n, meter);
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

  private static boolean lt(PyObject a, PyObject b, ResourceMeter meter) {
    meter.tick();
    return Containers.lt(a, b);
  }

  /** Sorts keys[lo:hi] (moving vals alongside when not null). */
  private static void mergeSort(PyObject[] keys, PyObject[] vals, PyObject[] tk, PyObject[] tv, int lo, int hi,
      ResourceMeter meter) {
    if (hi - lo <= INSERTION_LIMIT) {
      insertionSort(keys, vals, lo, hi, meter);
      return;
    }
    int mid = (lo + hi) >>> 1;
    mergeSort(keys, vals, tk, tv, lo, mid, meter);
    mergeSort(keys, vals, tk, tv, mid, hi, meter);
    if (!lt(keys[mid], keys[mid - 1], meter)) {
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
      if (lt(keys[j], tk[i], meter)) {
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

  private static void insertionSort(PyObject[] keys, PyObject[] vals, int lo, int hi, ResourceMeter meter) {
    for (int i = lo + 1; i < hi; i++) {
      PyObject k = keys[i];
      PyObject v = vals == null ? null : vals[i];
      // binary search for the rightmost position where k fits (stability).
      int left = lo;
      int right = i;
      while (left < right) {
        int m = (left + right) >>> 1;
        if (lt(k, keys[m], meter)) {
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
