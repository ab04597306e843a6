/*
 * The itertools module: every iterator is a lazy PyIterator whose type is the itertools class
 * (so calling the class builds it), ticking the meter per item; product/permutations/
 * combinations materialise their inputs and charge the meter for them.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** {@code itertools}. */
public final class ItertoolsModule {
  private ItertoolsModule() {}

  /** Base of the itertools iterators: a type chosen at construction, a meter tick per item. */
  abstract static class It extends PyIterator {
    private final PyType type;
    final ResourceMeter meter = ResourceMeter.current();
    boolean done;

    It(PyType type) {
      this.type = type;
    }

    @Override
    public final PyType type() {
      return type;
    }

    @Override
    public final PyObject nextOrNull() {
      if (done) {
        return null;
      }
      meter.tick();
      PyObject v = advance();
      if (v == null) {
        done = true;
      }
      return v;
    }

    /** The next item, or null at the end. */
    abstract PyObject advance();

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(type);
    }
  }

  private interface Factory {
    PyObject make(PyType cls, PyObject[] args, String[] kwnames);
  }

  private static PyType type(String name, Factory factory, Consumer<PyType> extra) {
    return PyType.builtin(name, PyType.OBJECT, t -> {
      PyIterator.installIteratorProtocol(t);
      t.defineStaticMethod("__new__", (a, k) -> factory.make((PyType) a[0], rest(a), k));
      if (extra != null) {
        extra.accept(t);
      }
    });
  }

  private static PyObject[] rest(PyObject[] a) {
    PyObject[] out = new PyObject[a.length - 1];
    System.arraycopy(a, 1, out, 0, out.length);
    return out;
  }

  static final PyType COUNT = type("count", ItertoolsModule::count, t -> t.defineMethod("__repr__", (a, k) -> {
    Count c = (Count) a[0];
    boolean unitStep = c.step instanceof PyInt && !(c.step instanceof PyBool) && Support.toLong(c.step) == 1;
    return PyStr.of("count(" + Ops.repr(c.value) + (unitStep ? "" : ", " + Ops.repr(c.step)) + ")");
  }));
  static final PyType CYCLE = type("cycle", ItertoolsModule::cycle, null);
  static final PyType REPEAT = type("repeat", ItertoolsModule::repeat, t -> {
    t.defineMethod("__repr__", (a, k) -> {
      Repeat r = (Repeat) a[0];
      return PyStr.of("repeat(" + Ops.repr(r.value) + (r.times < 0 ? "" : ", " + r.times) + ")");
    });
    t.defineMethod("__length_hint__", (a, k) -> {
      Repeat r = (Repeat) a[0];
      if (r.times < 0) {
        throw Errors.typeError("len() of unsized object");
      }
      return PyInt.of(r.times);
    });
  });
  static final PyType ACCUMULATE = type("accumulate", ItertoolsModule::accumulate, null);
  static final PyType CHAIN = type("chain", ItertoolsModule::chain, t -> t.defineClassMethod("from_iterable",
      (a, k) -> {
        Args.exact("from_iterable", a, k, 2);
        return new Chain((PyType) a[0], Ops.iter(a[1]));
      }));
  static final PyType COMPRESS = type("compress", ItertoolsModule::compress, null);
  static final PyType DROPWHILE = type("dropwhile", (c, a, k) -> predicateIt(c, "dropwhile", a, k, 0), null);
  static final PyType TAKEWHILE = type("takewhile", (c, a, k) -> predicateIt(c, "takewhile", a, k, 1), null);
  static final PyType FILTERFALSE = type("filterfalse", (c, a, k) -> predicateIt(c, "filterfalse", a, k, 2), null);
  static final PyType GROUPBY = type("groupby", ItertoolsModule::groupby, null);
  static final PyType GROUPER = type("_grouper", (c, a, k) -> {
    throw Errors.typeError("cannot create 'itertools._grouper' instances");
  }, null);
  static final PyType ISLICE = type("islice", ItertoolsModule::islice, null);
  static final PyType PAIRWISE = type("pairwise", ItertoolsModule::pairwise, null);
  static final PyType STARMAP = type("starmap", ItertoolsModule::starmap, null);
  static final PyType TEE = type("_tee", (c, a, k) -> {
    throw Errors.typeError("cannot create 'itertools._tee' instances");
  }, null);
  static final PyType ZIP_LONGEST = type("zip_longest", ItertoolsModule::zipLongest, null);
  static final PyType PRODUCT = type("product", ItertoolsModule::product, null);
  static final PyType PERMUTATIONS = type("permutations", ItertoolsModule::permutations, null);
  static final PyType COMBINATIONS = type("combinations", (c, a, k) -> combinations(c, a, k, false), null);
  static final PyType COMBINATIONS_WR = type("combinations_with_replacement",
      (c, a, k) -> combinations(c, a, k, true), null);
  static final PyType BATCHED = type("batched", ItertoolsModule::batched, null);

  public static PyModule create() {
    PyModule m = new PyModule("itertools");
    m.put("count", COUNT);
    m.put("cycle", CYCLE);
    m.put("repeat", REPEAT);
    m.put("accumulate", ACCUMULATE);
    m.put("chain", CHAIN);
    m.put("compress", COMPRESS);
    m.put("dropwhile", DROPWHILE);
    m.put("takewhile", TAKEWHILE);
    m.put("filterfalse", FILTERFALSE);
    m.put("groupby", GROUPBY);
    m.put("islice", ISLICE);
    m.put("pairwise", PAIRWISE);
    m.put("starmap", STARMAP);
    m.def("tee", ItertoolsModule::tee);
    m.put("zip_longest", ZIP_LONGEST);
    m.put("product", PRODUCT);
    m.put("permutations", PERMUTATIONS);
    m.put("combinations", COMBINATIONS);
    m.put("combinations_with_replacement", COMBINATIONS_WR);
    m.put("batched", BATCHED);
    return m;
  }

  // ================================================================ infinite iterators

  static final class Count extends It {
    PyObject value;
    final PyObject step;

    Count(PyType t, PyObject start, PyObject step) {
      super(t);
      this.value = start;
      this.step = step;
    }

    @Override
    PyObject advance() {
      PyObject v = value;
      value = Ops.binary(value, step, Ops.Binary.ADD);
      return v;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(value);
      v.visit(step);
    }
  }

  private static boolean isNumber(PyObject o) {
    return o instanceof PyInt || o instanceof PyFloat || o.type().lookup("__add__") != null
        && o.type().lookup("__index__") != null || o.type().name().equals("complex")
        || o.type().name().equals("decimal.Decimal") || o.type().name().equals("Fraction");
  }

  private static PyObject count(PyType cls, PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("count", a, k, new String[] {"start", "step"}, 0);
    PyObject start = p[0] == null ? PyInt.of(0) : p[0];
    PyObject step = p[1] == null ? PyInt.of(1) : p[1];
    if (!isNumber(start) || !isNumber(step)) {
      throw Errors.typeError("a number is required");
    }
    return new Count(cls, start, step);
  }

  private static PyObject cycle(PyType cls, PyObject[] a, String[] k) {
    Args.noKeywords("cycle", k);
    if (a.length != 1) {
      throw Errors.typeError("cycle expected 1 argument, got " + a.length);
    }
    PyObject source = Ops.iter(a[0]);
    return new It(cls) {
      final List<PyObject> saved = new ArrayList<>();
      boolean exhausted;
      int idx;

      @Override
      PyObject advance() {
        if (!exhausted) {
          PyObject v = Ops.next(source);
          if (v != null) {
            if ((saved.size() & 1023) == 0) {
              meter.allocateSlots(1024);
            }
            saved.add(v);
            return v;
          }
          exhausted = true;
        }
        if (saved.isEmpty()) {
          return null;
        }
        PyObject v = saved.get(idx);
        idx = (idx + 1) % saved.size();
        return v;
      }
    };
  }

  static final class Repeat extends It {
    final PyObject value;
    long times;

    Repeat(PyType t, PyObject value, long times) {
      super(t);
      this.value = value;
      this.times = times;
    }

    @Override
    PyObject advance() {
      if (times < 0) {
        return value;
      }
      if (times == 0) {
        return null;
      }
      times--;
      return value;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(value);
    }
  }

  private static PyObject repeat(PyType cls, PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("repeat", a, k, new String[] {"object", "times"}, 1);
    long times = p[1] == null ? -1 : Math.max(0, Support.toLong(p[1]));
    return new Repeat(cls, p[0], times);
  }

  // ================================================================ finite iterators

  private static PyObject accumulate(PyType cls, PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("accumulate", a, k, new String[] {"iterable", "func", "initial"}, 1);
    PyObject it = Ops.iter(p[0]);
    PyObject func = Support.isNone(p[1]) ? null : p[1];
    PyObject initial = Support.isNone(p[2]) ? null : p[2];
    return new It(cls) {
      PyObject total = initial;
      boolean emittedInitial = initial == null;

      @Override
      PyObject advance() {
        if (!emittedInitial) {
          emittedInitial = true;
          return total;
        }
        PyObject v = Ops.next(it);
        if (v == null) {
          return null;
        }
        if (total == null) {
          total = v;
        } else {
          total = func == null ? Ops.binary(total, v, Ops.Binary.ADD) : Support.call2(func, total, v);
        }
        return total;
      }
    };
  }

  static final class Chain extends It {
    private final PyObject sources;
    private PyObject current;

    Chain(PyType t, PyObject sources) {
      super(t);
      this.sources = sources;
    }

    @Override
    PyObject advance() {
      while (true) {
        if (current == null) {
          PyObject next = Ops.next(sources);
          if (next == null) {
            return null;
          }
          current = Ops.iter(next);
        }
        PyObject v = Ops.next(current);
        if (v != null) {
          return v;
        }
        current = null;
        meter.tick();
      }
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(sources);
      v.visit(current);
    }
  }

  private static PyObject chain(PyType cls, PyObject[] a, String[] k) {
    Args.noKeywords("chain", k);
    return new Chain(cls, Ops.iter(PyTuple.of(a)));
  }

  private static PyObject compress(PyType cls, PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("compress", a, k, new String[] {"data", "selectors"}, 2);
    PyObject data = Ops.iter(p[0]);
    PyObject sel = Ops.iter(p[1]);
    return new It(cls) {
      @Override
      PyObject advance() {
        while (true) {
          PyObject d = Ops.next(data);
          if (d == null) {
            return null;
          }
          PyObject s = Ops.next(sel);
          if (s == null) {
            return null;
          }
          if (Ops.truthy(s)) {
            return d;
          }
          meter.tick();
        }
      }
    };
  }

  /** kind 0 = dropwhile, 1 = takewhile, 2 = filterfalse. */
  private static PyObject predicateIt(PyType cls, String name, PyObject[] a, String[] k, int kind) {
    Args.noKeywords(name, k);
    if (a.length != 2) {
      throw Errors.typeError(name + " expected 2 arguments, got " + a.length);
    }
    PyObject pred = a[0];
    PyObject it = Ops.iter(a[1]);
    return new It(cls) {
      boolean dropping = true;

      private boolean test(PyObject v) {
        return kind == 2 && pred == PyNone.NONE ? Ops.truthy(v) : Ops.truthy(Support.call1(pred, v));
      }

      @Override
      PyObject advance() {
        while (true) {
          PyObject v = Ops.next(it);
          if (v == null) {
            return null;
          }
          switch (kind) {
            case 0 -> {
              if (!dropping || !test(v)) {
                dropping = false;
                return v;
              }
            }
            case 1 -> {
              return test(v) ? v : null;
            }
            default -> {
              if (!test(v)) {
                return v;
              }
            }
          }
          meter.tick();
        }
      }
    };
  }

  // ---------------------------------------------------------------- groupby

  private static final PyObject UNSET = PyTuple.of(PyStr.of("<unset>"));

  static final class GroupBy extends It {
    final PyObject it;
    final PyObject keyFunc;
    PyObject tgtKey = UNSET;
    PyObject currKey = UNSET;
    PyObject currValue = UNSET;
    @dev.krait.python.objects.NotWalked("an identity token")
    Object id = new Object();

    GroupBy(PyType t, PyObject it, PyObject keyFunc) {
      super(t);
      this.it = it;
      this.keyFunc = keyFunc;
    }

    boolean same(PyObject a, PyObject b) {
      if (a == b) {
        return true;
      }
      if (a == UNSET || b == UNSET) {
        return false;
      }
      return Ops.eq(a, b);
    }

    /** Reads the next item into currValue/currKey; false at the end. */
    boolean step() {
      PyObject v = Ops.next(it);
      if (v == null) {
        return false;
      }
      currValue = v;
      currKey = keyFunc == null ? v : Support.call1(keyFunc, v);
      return true;
    }

    @Override
    PyObject advance() {
      id = new Object();
      while (same(currKey, tgtKey)) {
        if (!step()) {
          return null;
        }
        meter.tick();
      }
      tgtKey = currKey;
      return PyTuple.of(currKey, new Grouper(this, tgtKey, id));
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(it);
      v.visit(keyFunc);
      v.visit(tgtKey);
      v.visit(currKey);
      v.visit(currValue);
    }
  }

  static final class Grouper extends It {
    private final GroupBy parent;
    private final PyObject tgtKey;
    @dev.krait.python.objects.NotWalked("an identity token")
    private final Object id;
    private boolean started;

    Grouper(GroupBy parent, PyObject tgtKey, Object id) {
      super(GROUPER);
      this.parent = parent;
      this.tgtKey = tgtKey;
      this.id = id;
    }

    @Override
    PyObject advance() {
      if (started) {
        if (!parent.step()) {
          return null;
        }
      }
      started = true;
      if (parent.id == id && parent.same(parent.currKey, tgtKey)) {
        return parent.currValue;
      }
      return null;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(parent);
      v.visit(tgtKey);
    }
  }

  private static PyObject groupby(PyType cls, PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("groupby", a, k, new String[] {"iterable", "key"}, 1);
    return new GroupBy(cls, Ops.iter(p[0]), Support.isNone(p[1]) ? null : p[1]);
  }

  // ---------------------------------------------------------------- islice

  private static long sliceIndex(PyObject o, String message) {
    if (o == PyNone.NONE) {
      return -1;
    }
    long v;
    try {
      v = Support.toLong(o);
    } catch (dev.krait.python.objects.PyError e) {
      throw Errors.valueError(message);
    }
    if (v < 0) {
      throw Errors.valueError(message);
    }
    return v;
  }

  private static PyObject islice(PyType cls, PyObject[] a, String[] k) {
    Args.noKeywords("islice", k);
    if (a.length < 2 || a.length > 4) {
      throw Errors.typeError(a.length < 2 ? "islice expected at least 2 arguments, got " + a.length
          : "islice expected at most 4 arguments, got " + a.length);
    }
    PyObject it = Ops.iter(a[0]);
    long start = 0;
    long stop;
    long step = 1;
    if (a.length == 2) {
      stop = sliceIndex(a[1], "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
    } else {
      long s = sliceIndex(a[1], "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
      start = s < 0 ? 0 : s;
      stop = sliceIndex(a[2], "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
      if (a.length == 4) {
        if (a[3] == PyNone.NONE) {
          step = 1;
        } else {
          long st;
          try {
            st = Support.toLong(a[3]);
          } catch (dev.krait.python.objects.PyError e) {
            throw Errors.valueError("Step for islice() must be a positive integer or None.");
          }
          if (st <= 0) {
            throw Errors.valueError("Step for islice() must be a positive integer or None.");
          }
          step = st;
        }
      }
    }
    final long fStart = start;
    final long fStop = stop;
    final long fStep = step;
    return new It(cls) {
      long index;
      long next = fStart;

      @Override
      PyObject advance() {
        if (fStop >= 0 && next >= fStop) {
          return null;
        }
        while (index < next) {
          if (Ops.next(it) == null) {
            return null;
          }
          index++;
          meter.tick();
        }
        PyObject v = Ops.next(it);
        if (v == null) {
          return null;
        }
        index++;
        next += fStep;
        return v;
      }
    };
  }

  private static PyObject pairwise(PyType cls, PyObject[] a, String[] k) {
    Args.noKeywords("pairwise", k);
    if (a.length != 1) {
      throw Errors.typeError("pairwise expected 1 argument, got " + a.length);
    }
    PyObject it = Ops.iter(a[0]);
    return new It(cls) {
      PyObject prev;

      @Override
      PyObject advance() {
        if (prev == null) {
          prev = Ops.next(it);
          if (prev == null) {
            return null;
          }
        }
        PyObject v = Ops.next(it);
        if (v == null) {
          return null;
        }
        PyObject out = PyTuple.of(prev, v);
        prev = v;
        return out;
      }
    };
  }

  private static PyObject starmap(PyType cls, PyObject[] a, String[] k) {
    Args.noKeywords("starmap", k);
    if (a.length != 2) {
      throw Errors.typeError("starmap expected 2 arguments, got " + a.length);
    }
    PyObject func = a[0];
    PyObject it = Ops.iter(a[1]);
    return new It(cls) {
      @Override
      PyObject advance() {
        PyObject args = Ops.next(it);
        if (args == null) {
          return null;
        }
        return func.call(Ops.toArray(args), null);
      }
    };
  }

  // ---------------------------------------------------------------- tee

  static final class TeeBuffer implements dev.krait.python.objects.Referrer {
    final PyObject source;
    final List<PyObject> items = new ArrayList<>();
    long base;
    final List<Tee> tees = new ArrayList<>();

    TeeBuffer(PyObject source) {
      this.source = source;
    }

    PyObject get(long pos) {
      long rel = pos - base;
      if (rel < items.size()) {
        return items.get((int) rel);
      }
      PyObject v = Ops.next(source);
      if (v == null) {
        return null;
      }
      if ((items.size() & 1023) == 0) {
        ResourceMeter.current().allocateSlots(1024);
        trim();
        rel = pos - base;
      }
      items.add(v);
      return v;
    }

    void trim() {
      long min = Long.MAX_VALUE;
      for (Tee t : tees) {
        min = Math.min(min, t.pos);
      }
      int drop = (int) Math.min(min - base, items.size());
      if (drop > 256) {
        items.subList(0, drop).clear();
        base += drop;
      }
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(source);
      v.visitAll(items);
      v.visitAll(tees);
    }

    @Override
    public long shallowSize() {
      return 48 + 8L * ((items == null ? 0 : items.size()) + (tees == null ? 0 : tees.size()));
    }
  }

  static final class Tee extends It {
    final TeeBuffer buf;
    long pos;

    Tee(TeeBuffer buf, long pos) {
      super(TEE);
      this.buf = buf;
      this.pos = pos;
      buf.tees.add(this);
    }

    @Override
    PyObject advance() {
      PyObject v = buf.get(pos);
      if (v != null) {
        pos++;
      }
      return v;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(buf);
    }
  }

  private static PyObject tee(PyObject[] a, String[] k) {
    Args.noKeywords("tee", k);
    if (a.length < 1 || a.length > 2) {
      throw Errors.typeError("tee expected at most 2 arguments, got " + a.length);
    }
    long n = a.length > 1 ? Support.toLong(a[1]) : 2;
    if (n < 0) {
      throw Errors.valueError("n must be >= 0");
    }
    TeeBuffer buf = new TeeBuffer(Ops.iter(a[0]));
    PyObject[] out = new PyObject[(int) n];
    for (int i = 0; i < n; i++) {
      out[i] = new Tee(buf, 0);
    }
    return PyTuple.of(out);
  }

  private static PyObject zipLongest(PyType cls, PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    PyObject fill = PyNone.NONE;
    for (int i = 0; i < nkw; i++) {
      if (!k[i].equals("fillvalue")) {
        throw Errors.typeError("zip_longest() got an unexpected keyword argument '" + k[i] + "'");
      }
      fill = a[a.length - nkw + i];
    }
    int n = a.length - nkw;
    PyObject[] its = new PyObject[n];
    for (int i = 0; i < n; i++) {
      its[i] = Ops.iter(a[i]);
    }
    final PyObject fillValue = fill;
    return new It(cls) {
      int active = n;

      @Override
      PyObject advance() {
        if (n == 0 || active == 0) {
          return null;
        }
        PyObject[] row = new PyObject[n];
        for (int i = 0; i < n; i++) {
          PyObject v = its[i] == null ? null : Ops.next(its[i]);
          if (v == null) {
            if (its[i] != null) {
              its[i] = null;
              active--;
              if (active == 0) {
                return null;
              }
            }
            v = fillValue;
          }
          row[i] = v;
        }
        return PyTuple.of(row);
      }
    };
  }

  // ================================================================ combinatorics

  private static List<PyObject> pool(PyObject iterable) {
    List<PyObject> out = Support.toList(iterable);
    ResourceMeter.current().allocateSlots(out.size());
    return out;
  }

  private static PyObject product(PyType cls, PyObject[] a, String[] k) {
    int nkw = Args.kwCount(k);
    long repeat = 1;
    for (int i = 0; i < nkw; i++) {
      if (!k[i].equals("repeat")) {
        throw Errors.typeError("product() got an unexpected keyword argument '" + k[i] + "'");
      }
      repeat = Support.toLong(a[a.length - nkw + i]);
    }
    if (repeat < 0) {
      throw Errors.valueError("repeat argument cannot be negative");
    }
    int n = a.length - nkw;
    List<List<PyObject>> base = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      base.add(pool(a[i]));
    }
    List<List<PyObject>> pools = new ArrayList<>();
    for (long r = 0; r < repeat; r++) {
      pools.addAll(base);
    }
    int m = pools.size();
    return new It(cls) {
      int[] idx;
      boolean first = true;

      @Override
      PyObject advance() {
        if (first) {
          first = false;
          for (List<PyObject> p : pools) {
            if (p.isEmpty()) {
              return null;
            }
          }
          idx = new int[m];
        } else {
          int i = m - 1;
          while (i >= 0) {
            idx[i]++;
            if (idx[i] < pools.get(i).size()) {
              break;
            }
            idx[i] = 0;
            i--;
          }
          if (i < 0) {
            return null;
          }
        }
        PyObject[] row = new PyObject[m];
        for (int i = 0; i < m; i++) {
          row[i] = pools.get(i).get(idx[i]);
        }
        return PyTuple.of(row);
      }
    };
  }

  private static PyObject permutations(PyType cls, PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("permutations", a, k, new String[] {"iterable", "r"}, 1);
    List<PyObject> pool = pool(p[0]);
    int n = pool.size();
    long rl = Support.isNone(p[1]) ? n : Support.toLong(p[1]);
    if (rl < 0) {
      throw Errors.valueError("r must be non-negative");
    }
    int r = (int) Math.min(rl, Integer.MAX_VALUE);
    return new It(cls) {
      int[] indices;
      int[] cycles;
      boolean first = true;

      private PyObject emit() {
        PyObject[] row = new PyObject[r];
        for (int i = 0; i < r; i++) {
          row[i] = pool.get(indices[i]);
        }
        return PyTuple.of(row);
      }

      @Override
      PyObject advance() {
        if (r > n) {
          return null;
        }
        if (first) {
          first = false;
          indices = new int[n];
          for (int i = 0; i < n; i++) {
            indices[i] = i;
          }
          cycles = new int[r];
          for (int i = 0; i < r; i++) {
            cycles[i] = n - i;
          }
          return emit();
        }
        if (n == 0) {
          return null;
        }
        for (int i = r - 1; i >= 0; i--) {
          cycles[i]--;
          if (cycles[i] == 0) {
            int tmp = indices[i];
            System.arraycopy(indices, i + 1, indices, i, n - i - 1);
            indices[n - 1] = tmp;
            cycles[i] = n - i;
          } else {
            int j = cycles[i];
            int tmp = indices[i];
            indices[i] = indices[n - j];
            indices[n - j] = tmp;
            return emit();
          }
        }
        return null;
      }
    };
  }

  private static PyObject combinations(PyType cls, PyObject[] a, String[] k, boolean withReplacement) {
    String name = withReplacement ? "combinations_with_replacement" : "combinations";
    PyObject[] p = Support.bind(name, a, k, new String[] {"iterable", "r"}, 2);
    List<PyObject> pool = pool(p[0]);
    int n = pool.size();
    long rl = Support.toLong(p[1]);
    if (rl < 0) {
      throw Errors.valueError("r must be non-negative");
    }
    int r = (int) Math.min(rl, Integer.MAX_VALUE);
    return new It(cls) {
      int[] indices;
      boolean first = true;

      private PyObject emit() {
        PyObject[] row = new PyObject[r];
        for (int i = 0; i < r; i++) {
          row[i] = pool.get(indices[i]);
        }
        return PyTuple.of(row);
      }

      @Override
      PyObject advance() {
        if (first) {
          first = false;
          if (withReplacement ? (n == 0 && r > 0) : r > n) {
            return null;
          }
          indices = new int[r];
          for (int i = 0; i < r; i++) {
            indices[i] = withReplacement ? 0 : i;
          }
          return emit();
        }
        int i = r - 1;
        if (withReplacement) {
          while (i >= 0 && indices[i] == n - 1) {
            i--;
          }
          if (i < 0) {
            return null;
          }
          int v = indices[i] + 1;
          for (int j = i; j < r; j++) {
            indices[j] = v;
          }
        } else {
          while (i >= 0 && indices[i] == i + n - r) {
            i--;
          }
          if (i < 0) {
            return null;
          }
          indices[i]++;
          for (int j = i + 1; j < r; j++) {
            indices[j] = indices[j - 1] + 1;
          }
        }
        return emit();
      }
    };
  }

  private static PyObject batched(PyType cls, PyObject[] a, String[] k) {
    PyObject[] p = Support.bind("batched", a, k, new String[] {"iterable", "n"}, 2);
    long n = Support.toLong(p[1]);
    if (n < 1) {
      throw Errors.valueError("n must be at least one");
    }
    PyObject it = Ops.iter(p[0]);
    return new It(cls) {
      @Override
      PyObject advance() {
        List<PyObject> batch = new ArrayList<>();
        // the batch is filled before it is a Python object: the walk sees it through hold, and
        // each item is charged as it comes, so batched(count(), 10**12) ends at the memory limit
        meter.hold(batch);
        try {
          while (batch.size() < n) {
            PyObject v = Ops.next(it);
            if (v == null) {
              break;
            }
            meter.allocate(8 + v.shallowSize());
            batch.add(v);
          }
        } finally {
          meter.release(batch);
        }
        return batch.isEmpty() ? null : Support.tuple(batch);
      }
    };
  }
}
