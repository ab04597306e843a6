/*
 * collections.UserDict, UserList and UserString, the classes made to be subclassed: each keeps
 * the real container in the instance attribute `data` and builds every operation on it. They
 * are Java types shared by all executions, so a cell pays nothing to have them; every step goes
 * through the object protocol (self.data, self[key], self.append(x), self.__class__(...)), so a
 * subclass that overrides one method is seen by the others as in CPython, where these classes
 * are Python. The mixin methods CPython inherits from collections.abc (get, pop, update, keys,
 * __iter__ by index...) are written here on each class; isinstance against the ABCs holds through
 * CollectionsModule's table of builtin types. The mapping views are MappingViews.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyComplex;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyFloat;
import dev.krait.python.objects.PyGenericAlias;
import dev.krait.python.objects.PyInstance;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyIterator;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySlice;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import dev.krait.python.vm.VmAccess;
import java.util.Arrays;

/** The User* wrapper classes of {@code collections}. */
final class UserCollections {
  private UserCollections() {}

  static final PyType USER_DICT = PyType.builtinInModule("collections", "UserDict", PyType.OBJECT,
      UserCollections::installDict);
  static final PyType USER_LIST = PyType.builtinInModule("collections", "UserList", PyType.OBJECT,
      UserCollections::installList);
  static final PyType USER_STRING = PyType.builtinInModule("collections", "UserString", PyType.OBJECT,
      UserCollections::installString);
  static final PyType SEQUENCE_ITER = PyType.builtin("iterator", PyType.OBJECT, PyIterator::installIteratorProtocol);

  private static final PyStr DATA = PyStr.of("data");
  /** [:] (slices are immutable, one serves every execution). */
  private static final PySlice ALL = new PySlice(PyNone.NONE, PyNone.NONE, PyNone.NONE);

  // ================================================================ shared

  private static PyObject data(PyObject self) {
    // the usual case, read straight from the instance dict: no class attribute named data (a
    // property, say) and no __getattribute__ of the subclass's own in the way
    if (self instanceof PyInstance) {
      PyType t = self.type();
      if (t.lookup("data") == null && t.lookup("__getattribute__") == PyType.OBJECT.lookup("__getattribute__")) {
        PyObject v = self.instanceDict().getItemOrNull(DATA);
        if (v != null) {
          return v;
        }
      }
    }
    return Ops.getattr(self, "data");
  }

  private static void setData(PyObject self, PyObject value) {
    Ops.setattr(self, "data", value);
  }

  /** self.__class__(value): results keep the caller's (sub)class. */
  private static PyObject remake(PyObject self, PyObject value) {
    return Ops.call(self.type(), value);
  }

  /** self.data.NAME(*args, **kw) with the arguments of a method call (args[0] is self). */
  private static PyObject forward(String name, PyObject[] a, String[] k) {
    return Ops.getattr(data(a[0]), name).call(Arrays.copyOfRange(a, 1, a.length), k);
  }

  private static PyObject dataOf(PyObject o, PyType wrapper) {
    return Ops.isInstance(o, wrapper) ? data(o) : o;
  }

  /** What each wrapper class shares: a plain instance with a dict, subclassable, X[...] in annotations. */
  private static void installCommon(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> new PyInstance((PyType) a[0]));
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias(a[0], a[1]));
    t.defineMethod("__repr__", (a, k) -> PyStr.of(Ops.repr(data(a[0]))));
    t.defineMethod("__len__", (a, k) -> PyInt.of(Ops.len(data(a[0]))));
    t.defineMethod("__contains__", (a, k) -> {
      Args.exact("__contains__", a, k, 2);
      return PyBool.of(Ops.contains(data(a[0]), t == USER_STRING ? dataOf(a[1], USER_STRING) : a[1]));
    });
  }

  /**
   * __copy__: a new instance of the same class with a copy of the instance dict and of data
   * (copied with {@code how}: dict.copy() or a full slice), without calling __init__.
   */
  private static PyObject shallowCopy(PyObject self, java.util.function.UnaryOperator<PyObject> how) {
    PyType cls = self.type();
    PyObject copy = Ops.getattr(cls, "__new__").call(new PyObject[] {cls}, null);
    PyDict source = self.instanceDict();
    PyDict target = copy.instanceDict();
    for (PyObject[] kv : Support.items(source)) {
      target.setItem(kv[0], kv[1]);
    }
    target.setItem(DATA, how.apply(source.getItemOrNull(DATA)));
    return copy;
  }

  /**
   * Iterates a sequence by index, self[0], self[1], ... until IndexError: the __iter__ (and, from
   * the end, __reversed__) of collections.abc.Sequence, so an overridden __getitem__ shows.
   */
  static final class IndexIterator extends PyIterator {
    private final PyObject seq;
    private long next;
    private final boolean backwards;
    private boolean done;

    IndexIterator(PyObject seq, boolean backwards) {
      this.seq = seq;
      this.backwards = backwards;
      this.next = backwards ? Ops.len(seq) - 1 : 0;
    }

    @Override
    public PyType type() {
      return SEQUENCE_ITER;
    }

    @Override
    public PyObject nextOrNull() {
      if (done || next < 0) {
        return null;
      }
      ResourceMeter.current().tick();
      try {
        PyObject v = Ops.getitem(seq, PyInt.of(next));
        next += backwards ? -1 : 1;
        return v;
      } catch (PyError e) {
        if (!e.matches(ExceptionTypes.INDEX_ERROR)) {
          throw e;
        }
        done = true;
        return null;
      }
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(seq);
    }
  }

  private static void installSequenceIteration(PyType t) {
    t.defineMethod("__iter__", (a, k) -> new IndexIterator(a[0], false));
    t.defineMethod("__reversed__", (a, k) -> new IndexIterator(a[0], true));
  }

  /** data OP other.data (or other itself when it is not one of ours), for the rich comparisons. */
  private static void defineComparisons(PyType t) {
    String[][] ops = {{"__lt__", "LT"}, {"__le__", "LE"}, {"__eq__", "EQ"}, {"__gt__", "GT"}, {"__ge__", "GE"}};
    for (String[] op : ops) {
      Ops.Compare cmp = Ops.Compare.valueOf(op[1]);
      t.defineMethod(op[0], (a, k) -> {
        Args.exact(op[0], a, k, 2);
        return Ops.richCompare(data(a[0]), dataOf(a[1], t), cmp);
      });
    }
  }

  /** self[i] = v and del self[i] act on data (UserDict, UserList). */
  private static void defineItemWrites(PyType t) {
    t.defineMethod("__setitem__", (a, k) -> {
      Args.exact("__setitem__", a, k, 3);
      Ops.setitem(data(a[0]), a[1], a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__delitem__", (a, k) -> {
      Args.exact("__delitem__", a, k, 2);
      Ops.delitem(data(a[0]), a[1]);
      return PyNone.NONE;
    });
  }

  /** NAME(self, other) = self.__class__(self.data OP other). */
  private static void defineRemadeBinary(PyType t, String name, Ops.Binary op) {
    t.defineMethod(name, (a, k) -> {
      Args.exact(name, a, k, 2);
      return remake(a[0], Ops.binary(data(a[0]), a[1], op));
    });
  }

  // ================================================================ UserDict

  private static void installDict(PyType t) {
    installCommon(t);
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineAttr("__reversed__", PyNone.NONE); // a Mapping is not reversible
    t.defineMethod("__init__", (a, k) -> {
      int positional = a.length - Args.kwCount(k);
      if (positional > 2) {
        throw Errors.typeError("UserDict.__init__() takes from 1 to 2 positional arguments but " + positional
            + " were given");
      }
      PyObject self = a[0];
      setData(self, new PyDict());
      if (positional == 2 && a[1] != PyNone.NONE) {
        Ops.getattr(self, "update").call(new PyObject[] {a[1]}, null);
      }
      if (Args.kwCount(k) > 0) {
        PyDict kwargs = new PyDict();
        for (int i = 0; i < k.length; i++) {
          kwargs.setItem(PyStr.of(k[i]), a[positional + i]);
        }
        Ops.getattr(self, "update").call(new PyObject[] {kwargs}, null);
      }
      return PyNone.NONE;
    });
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      PyObject d = data(a[0]);
      if (d.type() == PyDict.TYPE) {
        PyObject v = ((PyDict) d).getItemOrNull(a[1]);
        if (v != null) {
          return v;
        }
      } else if (Ops.contains(d, a[1])) {
        return Ops.getitem(d, a[1]);
      }
      PyObject missing = Ops.getattrOrNull(a[0].type(), "__missing__", null);
      if (missing != null) {
        return missing.call(new PyObject[] {a[0], a[1]}, null);
      }
      throw Errors.keyError(a[1]);
    });
    defineItemWrites(t);
    t.defineMethod("__iter__", (a, k) -> Ops.iter(data(a[0])));
    t.defineMethod("__or__", (a, k) -> {
      Args.exact("__or__", a, k, 2);
      PyObject other = Ops.isInstance(a[1], USER_DICT) ? data(a[1]) : a[1] instanceof PyDict ? a[1] : null;
      return other == null ? PyNotImplemented.NOT_IMPLEMENTED
          : remake(a[0], Ops.binary(data(a[0]), other, Ops.Binary.OR));
    });
    t.defineMethod("__ror__", (a, k) -> {
      Args.exact("__ror__", a, k, 2);
      PyObject other = Ops.isInstance(a[1], USER_DICT) ? data(a[1]) : a[1] instanceof PyDict ? a[1] : null;
      return other == null ? PyNotImplemented.NOT_IMPLEMENTED
          : remake(a[0], Ops.binary(other, data(a[0]), Ops.Binary.OR));
    });
    t.defineMethod("__ior__", (a, k) -> {
      Args.exact("__ior__", a, k, 2);
      setData(a[0], Ops.inplace(data(a[0]), dataOf(a[1], USER_DICT), Ops.Binary.OR));
      return a[0];
    });
    t.defineMethod("__copy__", (a, k) -> shallowCopy(a[0], d -> Ops.call(Ops.getattr(d, "copy"))));
    t.defineMethod("copy", (a, k) -> {
      Args.exact("copy", a, k, 1);
      PyObject self = a[0];
      if (self.type() == USER_DICT) {
        return Ops.call(USER_DICT, Ops.call(Ops.getattr(data(self), "copy")));
      }
      // a subclass: copy.copy with data emptied meanwhile, then the items added through update()
      PyObject saved = data(self);
      PyObject copy;
      setData(self, new PyDict());
      try {
        copy = Ops.call(Ops.getattr(VmAccess.importModule("copy"), "copy"), self);
      } finally {
        setData(self, saved);
      }
      Ops.call(Ops.getattr(copy, "update"), self);
      return copy;
    });
    t.defineClassMethod("fromkeys", (a, k) -> {
      PyObject[] p = Args.bind("fromkeys", a, k, 1, new String[] {"iterable", "value"}, 1);
      PyObject made = Ops.call(a[0]);
      PyObject value = p[1] == null ? PyNone.NONE : p[1];
      Support.forEach(p[0], key -> Ops.setitem(made, key, value));
      return made;
    });
    installMappingMixins(t);
  }

  /** The methods a MutableMapping builds from []/del/iteration, as collections.abc defines them. */
  private static void installMappingMixins(PyType t) {
    t.defineMethod("get", (a, k) -> {
      PyObject[] p = Args.bind("get", a, k, 1, new String[] {"key", "default"}, 1);
      PyObject v = getOrNull(a[0], p[0]);
      return v != null ? v : p[1] == null ? PyNone.NONE : p[1];
    });
    t.defineMethod("keys", (a, k) -> MappingViews.keys(a[0]));
    t.defineMethod("items", (a, k) -> MappingViews.items(a[0]));
    t.defineMethod("values", (a, k) -> MappingViews.values(a[0]));
    t.defineMethod("__eq__", (a, k) -> {
      Args.exact("__eq__", a, k, 2);
      if (!CollectionsModule.isMappingLike(a[1])) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(Ops.eq(Ops.call(PyDict.TYPE, Ops.call(Ops.getattr(a[0], "items"))),
          Ops.call(PyDict.TYPE, Ops.call(Ops.getattr(a[1], "items")))));
    });
    PyObject marker = new PyList();
    t.defineMethod("pop", (a, k) -> {
      PyObject[] p = Args.bind("pop", a, k, 1, new String[] {"key", "default"}, 1);
      PyObject v = getOrNull(a[0], p[0]);
      if (v == null) {
        if (p[1] != null && p[1] != marker) {
          return p[1];
        }
        throw Errors.keyError(p[0]);
      }
      Ops.delitem(a[0], p[0]);
      return v;
    });
    t.defineMethod("popitem", (a, k) -> {
      Args.exact("popitem", a, k, 1);
      PyObject key = Ops.next(Ops.iter(a[0]));
      if (key == null) {
        throw Errors.of(ExceptionTypes.KEY_ERROR);
      }
      PyObject v = Ops.getitem(a[0], key);
      Ops.delitem(a[0], key);
      return PyTuple.of(key, v);
    });
    t.defineMethod("clear", (a, k) -> {
      Args.exact("clear", a, k, 1);
      PyObject popitem = Ops.getattr(a[0], "popitem");
      ResourceMeter meter = ResourceMeter.current();
      while (true) {
        meter.tick();
        try {
          Ops.call(popitem);
        } catch (PyError e) {
          if (e.matches(ExceptionTypes.KEY_ERROR)) {
            return PyNone.NONE;
          }
          throw e;
        }
      }
    });
    t.defineMethod("update", (a, k) -> {
      int positional = a.length - Args.kwCount(k);
      if (positional > 2) {
        throw Errors.typeError("update expected at most 1 argument, got " + (positional - 1));
      }
      PyObject self = a[0];
      if (positional == 2) {
        PyObject other = a[1];
        if (CollectionsModule.isMappingLike(other) || Ops.hasattr(other, "keys")) {
          Support.forEach(Ops.call(Ops.getattr(other, "keys")), key -> Ops.setitem(self, key, Ops.getitem(other, key)));
        } else {
          Support.forEach(other, pair -> {
            PyObject[] kv = pairOf(pair);
            Ops.setitem(self, kv[0], kv[1]);
          });
        }
      }
      for (int i = 0; i < Args.kwCount(k); i++) {
        Ops.setitem(self, PyStr.of(k[i]), a[positional + i]);
      }
      return PyNone.NONE;
    });
    t.defineMethod("setdefault", (a, k) -> {
      PyObject[] p = Args.bind("setdefault", a, k, 1, new String[] {"key", "default"}, 1);
      PyObject v = getOrNull(a[0], p[0]);
      if (v != null) {
        return v;
      }
      PyObject dflt = p[1] == null ? PyNone.NONE : p[1];
      Ops.setitem(a[0], p[0], dflt);
      return dflt;
    });
  }

  /** self[key], or null when that raises KeyError. */
  private static PyObject getOrNull(PyObject self, PyObject key) {
    try {
      return Ops.getitem(self, key);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.KEY_ERROR)) {
        return null;
      }
      throw e;
    }
  }

  /** `key, value = pair`, with the unpacking errors of Python. */
  static PyObject[] pairOf(PyObject pair) {
    PyObject[] kv = Ops.toArray(pair);
    if (kv.length != 2) {
      throw Errors.valueError(kv.length > 2 ? "too many values to unpack (expected 2)"
          : "not enough values to unpack (expected 2, got " + kv.length + ")");
    }
    return kv;
  }

  // ================================================================ UserList

  private static void installList(PyType t) {
    installCommon(t);
    installSequenceIteration(t);
    defineComparisons(t);
    t.defineAttr("__hash__", PyNone.NONE);
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Args.bind("__init__", a, k, 1, new String[] {"initlist"}, 0);
      PyObject self = a[0];
      PyList list = new PyList();
      setData(self, list);
      PyObject init = p[0];
      if (init == null || init == PyNone.NONE) {
        return PyNone.NONE;
      }
      if (init.type() == PyList.TYPE) {
        Ops.setitem(data(self), ALL, init);
      } else if (Ops.isInstance(init, USER_LIST)) {
        Ops.setitem(data(self), ALL, Ops.getitem(data(init), ALL));
      } else {
        setData(self, Ops.call(PyList.TYPE, init));
      }
      return PyNone.NONE;
    });
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      PyObject v = Ops.getitem(data(a[0]), a[1]);
      return a[1] instanceof PySlice ? remake(a[0], v) : v;
    });
    defineItemWrites(t);
    t.defineMethod("__add__", (a, k) -> {
      Args.exact("__add__", a, k, 2);
      return remake(a[0], Ops.binary(data(a[0]), asListOperand(a[1]), Ops.Binary.ADD));
    });
    t.defineMethod("__radd__", (a, k) -> {
      Args.exact("__radd__", a, k, 2);
      return remake(a[0], Ops.binary(asListOperand(a[1]), data(a[0]), Ops.Binary.ADD));
    });
    t.defineMethod("__iadd__", (a, k) -> {
      Args.exact("__iadd__", a, k, 2);
      setData(a[0], Ops.inplace(data(a[0]), asListOperand(a[1]), Ops.Binary.ADD));
      return a[0];
    });
    defineRemadeBinary(t, "__mul__", Ops.Binary.MUL);
    defineRemadeBinary(t, "__rmul__", Ops.Binary.MUL);
    t.defineMethod("__imul__", (a, k) -> {
      Args.exact("__imul__", a, k, 2);
      setData(a[0], Ops.inplace(data(a[0]), a[1], Ops.Binary.MUL));
      return a[0];
    });
    t.defineMethod("__copy__", (a, k) -> shallowCopy(a[0], d -> Ops.getitem(d, ALL)));
    t.defineMethod("copy", (a, k) -> {
      Args.exact("copy", a, k, 1);
      return remake(a[0], a[0]);
    });
    t.defineMethod("extend", (a, k) -> {
      Args.exact("extend", a, k, 2);
      Ops.call(Ops.getattr(data(a[0]), "extend"), dataOf(a[1], USER_LIST));
      return PyNone.NONE;
    });
    // the rest is the list method of the same name, applied to data
    for (String name : new String[] {"append", "insert", "pop", "remove", "clear", "count", "index", "reverse",
        "sort"}) {
      t.defineMethod(name, (a, k) -> forward(name, a, k));
    }
  }

  /** The other operand of + on a UserList: its data, a list as it is, anything else made a list. */
  private static PyObject asListOperand(PyObject other) {
    if (Ops.isInstance(other, USER_LIST)) {
      return data(other);
    }
    return Ops.isInstance(other, PyList.TYPE) ? other : Ops.call(PyList.TYPE, other);
  }

  // ================================================================ UserString

  /** str methods whose str result UserString gives back as an instance of the caller's class. */
  private static final String[] REWRAPPED = {"capitalize", "casefold", "center", "expandtabs", "ljust", "lower",
      "lstrip", "rjust", "rstrip", "strip", "swapcase", "title", "translate", "upper", "zfill"};
  /** str methods whose result UserString returns as it is. */
  private static final String[] PLAIN = {"endswith", "format", "format_map", "index", "isalpha", "isalnum",
      "isascii", "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric", "isprintable", "isspace",
      "istitle", "isupper", "join", "partition", "rindex", "rpartition", "split", "rsplit", "splitlines",
      "startswith"};
  /** Methods whose first argument may itself be a UserString (taken as its data); the flag: rewrap. */
  private static final Object[][] UNWRAPPING = {{"count", false}, {"find", false}, {"rfind", false},
      {"removeprefix", true}, {"removesuffix", true}};

  private static void installString(PyType t) {
    installCommon(t);
    installSequenceIteration(t);
    defineComparisons(t);
    t.defineMethod("__init__", (a, k) -> {
      PyObject[] p = Args.bind("__init__", a, k, 1, new String[] {"seq"}, 1);
      PyObject seq = p[0];
      if (seq instanceof PyStr) {
        setData(a[0], seq);
      } else if (Ops.isInstance(seq, USER_STRING)) {
        setData(a[0], Ops.getitem(data(seq), ALL));
      } else {
        setData(a[0], PyStr.of(Ops.str(seq)));
      }
      return PyNone.NONE;
    });
    t.defineMethod("__str__", (a, k) -> PyStr.of(Ops.str(data(a[0]))));
    t.defineMethod("__int__", (a, k) -> Ops.call(PyInt.TYPE, data(a[0])));
    t.defineMethod("__float__", (a, k) -> Ops.call(PyFloat.TYPE, data(a[0])));
    t.defineMethod("__complex__", (a, k) -> Ops.call(PyComplex.TYPE, data(a[0])));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(Ops.hash(data(a[0]))));
    t.defineMethod("__getnewargs__", (a, k) -> PyTuple.of(Ops.getitem(data(a[0]), ALL)));
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return remake(a[0], Ops.getitem(data(a[0]), a[1]));
    });
    t.defineMethod("__add__", (a, k) -> {
      Args.exact("__add__", a, k, 2);
      PyObject other = Ops.isInstance(a[1], USER_STRING) ? data(a[1]) : asStr(a[1]);
      return remake(a[0], Ops.binary(data(a[0]), other, Ops.Binary.ADD));
    });
    t.defineMethod("__radd__", (a, k) -> {
      Args.exact("__radd__", a, k, 2);
      return remake(a[0], Ops.binary(asStr(a[1]), data(a[0]), Ops.Binary.ADD));
    });
    defineRemadeBinary(t, "__mul__", Ops.Binary.MUL);
    defineRemadeBinary(t, "__rmul__", Ops.Binary.MUL);
    defineRemadeBinary(t, "__mod__", Ops.Binary.MOD);
    t.defineMethod("__rmod__", (a, k) -> {
      Args.exact("__rmod__", a, k, 2);
      return remake(a[0], Ops.binary(PyStr.of(Ops.str(a[1])), a[0], Ops.Binary.MOD));
    });
    t.defineMethod("encode", (a, k) -> {
      PyObject[] p = Args.bind("encode", a, k, 1, new String[] {"encoding", "errors"}, 0);
      PyObject encoding = Support.isNone(p[0]) ? PyStr.of("utf-8") : p[0];
      PyObject errors = Support.isNone(p[1]) ? PyStr.of("strict") : p[1];
      return Ops.getattr(data(a[0]), "encode").call(new PyObject[] {encoding, errors}, null);
    });
    t.defineMethod("replace", (a, k) -> {
      PyObject[] p = Args.bind("replace", a, k, 1, new String[] {"old", "new", "maxsplit"}, 2);
      PyObject[] args = {dataOf(p[0], USER_STRING), dataOf(p[1], USER_STRING), p[2] == null ? PyInt.of(-1) : p[2]};
      return remake(a[0], Ops.getattr(data(a[0]), "replace").call(args, null));
    });
    t.defineStaticMethod("maketrans", (a, k) -> Ops.getattr(PyStr.TYPE, "maketrans").call(a, k));
    for (String name : REWRAPPED) {
      t.defineMethod(name, (a, k) -> remake(a[0], forward(name, a, k)));
    }
    for (String name : PLAIN) {
      t.defineMethod(name, (a, k) -> forward(name, a, k));
    }
    for (Object[] spec : UNWRAPPING) {
      String name = (String) spec[0];
      boolean rewrap = (Boolean) spec[1];
      t.defineMethod(name, (a, k) -> {
        PyObject[] args = a.clone();
        if (args.length - Args.kwCount(k) > 1) {
          args[1] = dataOf(args[1], USER_STRING);
        }
        PyObject r = forward(name, args, k);
        return rewrap ? remake(a[0], r) : r;
      });
    }
  }

  private static PyObject asStr(PyObject o) {
    return o instanceof PyStr ? o : PyStr.of(Ops.str(o));
  }
}
