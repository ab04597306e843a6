/*
 * list: a growable array of objects. The VM's hot paths (append, indexing, iteration) are
 * plain Java methods; the Python-visible methods are installed in the type dict and call them.
 * Storage growth is charged to the resource meter before the array is allocated.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.util.Arrays;
import java.util.function.Consumer;

/** {@code list}. */
public class PyList extends PyObject {
  public static final PyType TYPE = PyType.builtin("list", PyType.OBJECT, PyList::install);
  public static final PyType ITERATOR_TYPE = PyType.builtin("list_iterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);
  public static final PyType REVERSE_ITERATOR_TYPE = PyType.builtin("list_reverseiterator", PyType.OBJECT,
      PyIterator::installIteratorProtocol);

  private PyObject[] items;
  private int size;
  private PyType subtype;
  private PyDict dict;

  public PyList() {
    this.items = Containers.NO_ITEMS;
  }

  /** A list that takes ownership of {@code items} (no copy). */
  public PyList(PyObject[] items) {
    this.items = items;
    this.size = items.length;
  }

  /** A list of copies of the given references. */
  public static PyList of(PyObject... items) {
    return new PyList(items.clone());
  }

  /** An empty list with room for {@code capacity} items (charged to the meter). */
  public static PyList withCapacity(int capacity) {
    ResourceMeter.current().allocateSlots(capacity);
    PyList l = new PyList();
    l.items = capacity == 0 ? Containers.NO_ITEMS : new PyObject[capacity];
    return l;
  }

  /** {@code list(iterable)}. */
  public static PyList fromIterable(PyObject iterable) {
    return new PyList(Containers.collect(iterable));
  }

  // ================================================================ Java API

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

  public int size() {
    return size;
  }

  /** The item at {@code i} ({@code 0 <= i < size}, unchecked beyond Java's own bounds check). */
  public PyObject get(int i) {
    if (i >= size) {
      throw new IndexOutOfBoundsException(i);
    }
    return items[i];
  }

  public void set(int i, PyObject value) {
    if (i >= size) {
      throw new IndexOutOfBoundsException(i);
    }
    items[i] = value;
  }

  /** A copy of the items. */
  public PyObject[] toArray() {
    return size == 0 ? Containers.NO_ITEMS : Arrays.copyOf(items, size);
  }

  /** The backing array (valid up to {@link #size()}); callers must not keep it across mutations. */
  public PyObject[] rawItems() {
    return items;
  }

  public void append(PyObject o) {
    if (size == items.length) {
      grow(size + 1);
    }
    items[size++] = o;
  }

  private void grow(int minCapacity) {
    int old = items.length;
    int cap = Math.max(minCapacity, old + (old >> 1) + 4);
    if (cap < 0 || cap > Integer.MAX_VALUE - 8) {
      cap = minCapacity;
    }
    ResourceMeter meter = ResourceMeter.current();
    meter.requireFits(16 + 8L * cap);
    meter.allocateSlots(cap - old);
    items = Arrays.copyOf(items, cap);
  }

  private void ensureCapacity(int n) {
    if (n > items.length) {
      grow(n);
    }
  }

  /** Appends all of the given items. */
  public void addAll(PyObject[] src, int n) {
    if (n == 0) {
      return;
    }
    int total = Containers.checkedLength(size, n, false);
    ensureCapacity(total);
    System.arraycopy(src, 0, items, size, n);
    size = total;
  }

  /** {@code list.extend(iterable)}. */
  public void extend(PyObject iterable) {
    if (iterable instanceof PyList l) {
      if (l == this) {
        addAll(toArray(), size);
      } else {
        addAll(l.items, l.size);
      }
      return;
    }
    if (iterable instanceof PyTuple t) {
      addAll(t.items, t.items.length);
      return;
    }
    PyObject it = Ops.iter(iterable);
    ResourceMeter meter = ResourceMeter.current();
    // list(it) fills a list that only the Java stack reaches until __init__ returns: the walk
    // must see it grow, or a huge list(generator) would pass the memory limit unmeasured
    meter.hold(this);
    try {
      if (it instanceof PyIterator pit) {
        for (PyObject v = pit.nextOrNull(); v != null; v = pit.nextOrNull()) {
          meter.tick();
          append(v);
        }
      } else {
        for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
          meter.tick();
          append(v);
        }
      }
    } finally {
      meter.release(this);
    }
  }

  /** {@code list.insert(index, value)} (index clamped like CPython). */
  public void insert(long index, PyObject value) {
    if (index < 0) {
      index = Math.max(0, index + size);
    }
    int i = (int) Math.min(index, size);
    if (size == items.length) {
      grow(size + 1);
    }
    System.arraycopy(items, i, items, i + 1, size - i);
    items[i] = value;
    size++;
  }

  /** {@code list.pop(index)}. */
  public PyObject pop(long index) {
    if (size == 0) {
      throw Errors.indexError("pop from empty list");
    }
    if (index < 0) {
      index += size;
    }
    if (index < 0 || index >= size) {
      throw Errors.indexError("pop index out of range");
    }
    int i = (int) index;
    PyObject v = items[i];
    System.arraycopy(items, i + 1, items, i, size - i - 1);
    items[--size] = null;
    return v;
  }

  public void clear() {
    items = Containers.NO_ITEMS;
    size = 0;
  }

  public void reverse() {
    for (int i = 0, j = size - 1; i < j; i++, j--) {
      PyObject t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
  }

  public boolean contains(PyObject value) {
    ResourceMeter meter = ResourceMeter.current();
    for (int i = 0; i < size; i++) {
      meter.tick();
      if (Containers.keyEq(items[i], value)) {
        return true;
      }
    }
    return false;
  }

  private int normalise(PyObject index, String message) {
    long i = Containers.indexValue(index, "list");
    if (i < 0) {
      i += size;
    }
    if (i < 0 || i >= size) {
      throw Errors.indexError(message);
    }
    return (int) i;
  }

  /** {@code self[index]} for an int or a slice. */
  public PyObject getItem(PyObject index) {
    if (index instanceof PyInt pi && pi.fitsLong()) {
      long i = pi.longValue();
      if (i < 0) {
        i += size;
      }
      if (i < 0 || i >= size) {
        throw Errors.indexError("list index out of range");
      }
      return items[(int) i];
    }
    if (index instanceof PySlice s) {
      long[] r = s.indices(size);
      int start = (int) r[0];
      int step = PySlice.intStep(r[2]);
      int n = (int) r[3];
      if (n == 0) {
        return new PyList();
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
      return new PyList(out);
    }
    return items[normalise(index, "list index out of range")];
  }

  /** {@code self[index] = value} for an int or a slice. */
  public void setItem(PyObject index, PyObject value) {
    if (index instanceof PySlice s) {
      assignSlice(s, value);
      return;
    }
    items[normalise(index, "list assignment index out of range")] = value;
  }

  /** {@code del self[index]} for an int or a slice. */
  public void delItem(PyObject index) {
    if (index instanceof PySlice s) {
      long[] r = s.indices(size);
      int start = (int) r[0];
      int step = PySlice.intStep(r[2]);
      int n = (int) r[3];
      if (n == 0) {
        return;
      }
      if (step == 1) {
        removeRange(start, start + n);
        return;
      }
      if (step < 0) {
        start = start + (n - 1) * step;
        step = -step;
      }
      boolean[] drop = new boolean[size];
      for (int i = 0, j = start; i < n; i++, j += step) {
        drop[j] = true;
      }
      int w = 0;
      for (int i = 0; i < size; i++) {
        if (!drop[i]) {
          items[w++] = items[i];
        }
      }
      Arrays.fill(items, w, size, null);
      size = w;
      return;
    }
    int i = normalise(index, "list assignment index out of range");
    System.arraycopy(items, i + 1, items, i, size - i - 1);
    items[--size] = null;
  }

  private void removeRange(int from, int to) {
    System.arraycopy(items, to, items, from, size - to);
    int newSize = size - (to - from);
    Arrays.fill(items, newSize, size, null);
    size = newSize;
  }

  private void assignSlice(PySlice s, PyObject value) {
    long[] r = s.indices(size);
    int start = (int) r[0];
    int step = PySlice.intStep(r[2]);
    int n = (int) r[3];
    if (step == 1) {
      PyObject[] src;
      if (value == this) {
        src = toArray();
      } else if (value instanceof PyList l) {
        src = l.toArray();
      } else if (value instanceof PyTuple t) {
        src = t.items;
      } else {
        try {
          src = Containers.collect(value);
        } catch (PyError e) {
          if (e.matches(ExceptionTypes.TYPE_ERROR) && value.type().lookup("__iter__") == null
              && value.type().lookup("__getitem__") == null) {
            throw Errors.typeError("can only assign an iterable");
          }
          throw e;
        }
      }
      int stop = Math.max(start, (int) r[1]);
      replaceRange(start, stop, src);
      return;
    }
    PyObject[] src;
    if (value == this) {
      src = toArray();
    } else {
      try {
        src = Containers.collect(value);
      } catch (PyError e) {
        if (e.matches(ExceptionTypes.TYPE_ERROR) && value.type().lookup("__iter__") == null
            && value.type().lookup("__getitem__") == null) {
          throw Errors.typeError("must assign iterable to extended slice");
        }
        throw e;
      }
    }
    if (src.length != n) {
      throw Errors.valueError("attempt to assign sequence of size " + src.length + " to extended slice of size " + n);
    }
    for (int i = 0, j = start; i < n; i++, j += step) {
      items[j] = src[i];
    }
  }

  private void replaceRange(int from, int to, PyObject[] src) {
    int removed = to - from;
    int newSize = Containers.checkedLength(size - removed, src.length, false);
    ensureCapacity(newSize);
    System.arraycopy(items, to, items, from + src.length, size - to);
    System.arraycopy(src, 0, items, from, src.length);
    if (newSize < size) {
      Arrays.fill(items, newSize, size, null);
    }
    size = newSize;
  }

  /** {@code repr(list)}. */
  public String repr() {
    if (size == 0) {
      return "[]";
    }
    if (!Containers.reprEnter(this)) {
      return "[...]";
    }
    try {
      StringBuilder sb = new StringBuilder("[");
      for (int i = 0; i < size; i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(Ops.repr(items[i]));
        Containers.reprGrown(sb);
      }
      return sb.append(']').toString();
    } finally {
      Containers.reprLeave(this);
    }
  }

  /** {@code list.sort(key=key, reverse=reverse)}: stable; key may be null or None. */
  public void sort(PyObject key, boolean reverse) {
    PyObject[] saved = items;
    int n = size;
    items = Containers.NO_ITEMS;
    size = 0;
    PyError failure = null;
    try {
      Sorting.sort(saved, n, key, reverse);
    } catch (PyError e) {
      failure = e;
    }
    boolean modified = items != Containers.NO_ITEMS || size != 0;
    items = saved;
    size = n;
    if (failure != null) {
      throw failure;
    }
    if (modified) {
      throw Errors.valueError("list modified during sort");
    }
  }

  @Override
  public long shallowSize() {
    return 32 + 8L * items.length;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visitAll(items, 0, size);
    v.visit(subtype);
    v.visit(dict);
  }

  // ================================================================ iterators

  /** {@code iter(list)}: sees appends made during iteration, as CPython's does. */
  public static final class ListIterator extends PyIterator {
    private PyList list;
    private int index;

    public ListIterator(PyList list) {
      this.list = list;
    }

    @Override
    public PyType type() {
      return ITERATOR_TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      PyList l = list;
      if (l == null) {
        return null;
      }
      if (index < l.size) {
        return l.items[index++];
      }
      list = null;
      return null;
    }

    int remaining() {
      return list == null ? 0 : Math.max(0, list.size - index);
    }

    @Override
    public void forEachReference(ReferenceVisitor visitor) {
      if (list != null) {
        visitor.visit(list);
      }
    }
  }

  /** {@code reversed(list)}. */
  static final class ReverseIterator extends PyIterator {
    private PyList list;
    private int index;

    ReverseIterator(PyList list) {
      this.list = list;
      this.index = list.size - 1;
    }

    @Override
    public PyType type() {
      return REVERSE_ITERATOR_TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      PyList l = list;
      if (l == null) {
        return null;
      }
      if (index >= 0 && index < l.size) {
        return l.items[index--];
      }
      list = null;
      return null;
    }

    @Override
    public void forEachReference(ReferenceVisitor visitor) {
      if (list != null) {
        visitor.visit(list);
      }
    }
  }

  // ================================================================ Python methods

  private static PyList self(PyObject o) {
    return (PyList) o;
  }

  private static PyError cantMultiply(PyObject n) {
    return Errors.typeError("can't multiply sequence by non-int of type '" + n.type().name() + "'");
  }

  private static boolean indexable(PyObject o) {
    return o instanceof PyInt || o.type().lookup("__index__") != null;
  }

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyList l = new PyList();
      if (cls != TYPE) {
        l.subtype = cls;
      }
      return l;
    });
    t.defineMethod("__init__", (a, k) -> {
      PyList self = self(a[0]);
      if (Args.kwCount(k) > 0 && self.type() == TYPE) {
        throw Errors.typeError("list() takes no keyword arguments");
      }
      Args.noKeywords("list", k);
      if (a.length > 2) {
        throw Errors.typeError("list expected at most 1 argument, got " + (a.length - 1));
      }
      self.clear();
      if (a.length == 2) {
        self.extend(a[1]);
      }
      return PyNone.NONE;
    });
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("__len__", (a, k) -> PyInt.of(self(a[0]).size));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return self(a[0]).getItem(a[1]);
    });
    t.defineMethod("__setitem__", (a, k) -> {
      Args.exact("__setitem__", a, k, 3);
      self(a[0]).setItem(a[1], a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__delitem__", (a, k) -> {
      Args.exact("__delitem__", a, k, 2);
      self(a[0]).delItem(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(self(a[0]).contains(a[1]));
    });
    t.defineMethod("__iter__", (a, k) -> new ListIterator(self(a[0])));
    t.defineNoArgMethod("__reversed__", o -> new ReverseIterator(self(o)));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(self(a[0]).repr()));
    for (String cmp : Containers.COMPARE_DUNDERS) {
      Ops.Compare op = Containers.compareOp(cmp);
      t.defineMethod(cmp, (a, k) -> {
        if (!(a[1] instanceof PyList o)) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        PyList s = self(a[0]);
        return Containers.compareSequences(s.items, s.size, o.items, o.size, op);
      });
    }
    t.defineMethod("__add__", (a, k) -> {
      Args.exact("__add__", a, k, 2);
      if (!(a[1] instanceof PyList o)) {
        if (!a[1].type().isBuiltin() && a[1].type().lookup("__radd__") != null) {
          return PyNotImplemented.NOT_IMPLEMENTED; // user class with __radd__ (UserList...) gets its turn
        }
        throw Errors.typeError("can only concatenate list (not \"" + a[1].type().name() + "\") to list");
      }
      PyList s = self(a[0]);
      int n = Containers.checkedLength(s.size, o.size, false);
      PyObject[] out = new PyObject[n];
      System.arraycopy(s.items, 0, out, 0, s.size);
      System.arraycopy(o.items, 0, out, s.size, o.size);
      return new PyList(out);
    });
    t.defineMethod("__iadd__", (a, k) -> {
      Args.exact("__iadd__", a, k, 2);
      self(a[0]).extend(a[1]);
      return a[0];
    });
    t.defineMethod("__mul__", (a, k) -> {
      Args.exact("__mul__", a, k, 2);
      if (!indexable(a[1])) {
        PyObject rm = a[1].type().lookup("__rmul__");
        if (rm != null && rm != PyNone.NONE && rm != TYPE.lookup("__rmul__")) {
          PyObject r = Ops.callMethodDescriptor(rm, a[1], new PyObject[] {a[0]}, null);
          if (r != PyNotImplemented.NOT_IMPLEMENTED) {
            return r;
          }
        }
        throw cantMultiply(a[1]);
      }
      return repeatList(self(a[0]), Containers.repeatCount(a[1]));
    });
    t.defineMethod("__rmul__", (a, k) -> {
      Args.exact("__rmul__", a, k, 2);
      if (!indexable(a[1])) {
        throw cantMultiply(a[1]);
      }
      return repeatList(self(a[0]), Containers.repeatCount(a[1]));
    });
    t.defineMethod("__imul__", (a, k) -> {
      Args.exact("__imul__", a, k, 2);
      if (!indexable(a[1])) {
        throw cantMultiply(a[1]);
      }
      PyList s = self(a[0]);
      long count = Containers.repeatCount(a[1]);
      if (count == 0 || s.size == 0) {
        s.clear();
      } else if (count > 1) {
        PyObject[] out = PyTuple.repeat(s.items, s.size, count);
        s.items = out;
        s.size = out.length;
      }
      return s;
    });
    t.defineMethod("append", (a, k) -> {
      Args.exact("list.append", a, k, 2);
      self(a[0]).append(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("extend", (a, k) -> {
      Args.exact("list.extend", a, k, 2);
      self(a[0]).extend(a[1]);
      return PyNone.NONE;
    });
    t.defineMethod("insert", (a, k) -> {
      Args.exact("insert", a, k, 3);
      self(a[0]).insert(Containers.clampedIndexOrType(a[1]), a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("pop", (a, k) -> {
      Args.range("pop", a, k, 1, 2);
      PyList s = self(a[0]);
      if (a.length == 1) {
        if (s.size == 0) {
          throw Errors.indexError("pop from empty list");
        }
        PyObject v = s.items[--s.size];
        s.items[s.size] = null;
        return v;
      }
      return s.pop(Containers.asLong(a[1]));
    });
    t.defineMethod("remove", (a, k) -> {
      Args.exact("list.remove", a, k, 2);
      PyList s = self(a[0]);
      for (int i = 0; i < s.size; i++) {
        ResourceMeter.current().tick();
        if (Containers.keyEq(s.items[i], a[1])) {
          if (i < s.size) {
            s.removeRange(i, i + 1);
          }
          return PyNone.NONE;
        }
      }
      throw Errors.valueError("list.remove(x): x not in list");
    });
    t.defineMethod("index", (a, k) -> {
      Args.range("index", a, k, 2, 4);
      PyList s = self(a[0]);
      int[] b = Containers.searchBounds(a.length > 2 ? a[2] : null, a.length > 3 ? a[3] : null, s.size);
      ResourceMeter meter = ResourceMeter.current();
      for (int i = b[0]; i < b[1] && i < s.size; i++) {
        meter.tick();
        if (Containers.keyEq(s.items[i], a[1])) {
          return PyInt.of(i);
        }
      }
      throw Errors.valueError(Ops.repr(a[1]) + " is not in list");
    });
    t.defineMethod("count", (a, k) -> {
      Args.exact("list.count", a, k, 2);
      PyList s = self(a[0]);
      long n = 0;
      ResourceMeter meter = ResourceMeter.current();
      for (int i = 0; i < s.size; i++) {
        meter.tick();
        if (Containers.keyEq(s.items[i], a[1])) {
          n++;
        }
      }
      return PyInt.of(n);
    });
    t.defineMethod("sort", (a, k) -> {
      if (Args.posCount(a, k) > 1) {
        throw Errors.typeError("sort() takes no positional arguments");
      }
      for (int i = 0; i < Args.kwCount(k); i++) {
        if (!k[i].equals("key") && !k[i].equals("reverse")) {
          throw Errors.typeError("'" + k[i] + "' is an invalid keyword argument for sort()");
        }
      }
      PyObject[] b = Args.bind("sort", a, k, 1, new String[] {"key", "reverse"}, 0);
      boolean reverse = b[1] != null && Ops.truthy(b[1]);
      self(a[0]).sort(b[0], reverse);
      return PyNone.NONE;
    });
    t.defineMethod("reverse", (a, k) -> {
      Args.exact("list.reverse", a, k, 1);
      self(a[0]).reverse();
      return PyNone.NONE;
    });
    t.defineMethod("copy", (a, k) -> {
      Args.exact("list.copy", a, k, 1);
      PyList s = self(a[0]);
      ResourceMeter.current().allocateSlots(s.size);
      return new PyList(s.toArray());
    });
    t.defineMethod("clear", (a, k) -> {
      Args.exact("list.clear", a, k, 1);
      self(a[0]).clear();
      return PyNone.NONE;
    });
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias((PyType) a[0], a[1]));
  }

  private static PyList repeatList(PyList s, long count) {
    if (count == 0 || s.size == 0) {
      return new PyList();
    }
    return new PyList(PyTuple.repeat(s.items, s.size, count));
  }
}
