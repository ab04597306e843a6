/*
 * The typing module: every name a model's annotations use, as runtime objects that behave
 * like CPython's where behaviour is observable: special forms (Any, Union, Optional,
 * Literal...) and aliases of builtin classes (List, Dict, Callable...) are objects of one
 * per-execution class with Java methods for subscription, repr (typing.List[int]),
 * isinstance (List works, List[int] raises) and __mro_entries__ (class C(List[int]) works).
 * Generic and Protocol are classes (Protocol's metaclass extends abc.ABCMeta and does the
 * structural check of @runtime_checkable protocols); NamedTuple and TypedDict class syntax go
 * through small metaclasses (NamedTuple builds a collections.namedtuple; a TypedDict class
 * called returns a plain dict). cast, overload, final, no_type_check... are identities.
 *
 * get_type_hints evaluates string annotations like CPython (not inside List["X"]). Simplified: type-variable substitution
 * (List[T][int]) and ParamSpec/TypeVarTuple are not modelled beyond repr.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyClassMethod;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyEllipsis;
import dev.krait.python.objects.PyGenericAlias;
import dev.krait.python.objects.PyGetSetDescriptor;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PySet;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyUnionType;
import dev.krait.python.objects.PyType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Predicate;

/** {@code typing}. */
public final class TypingModule {
  private TypingModule() {}

  enum Kind { SPECIAL, ALIAS, SUBSCRIPTED, TYPEVAR, NEWTYPE, NAMEDTUPLE, TYPEDDICT }

  /** A typing object (special form, alias, subscripted alias, TypeVar, NewType). */
  static final class Form extends PyObject {
    final PyType type;
    final Kind kind;
    final String name;
    /** ALIAS: the runtime class (list for List) or null; SUBSCRIPTED: the unsubscripted Form or class. */
    PyObject origin;
    PyTuple args = PyTuple.EMPTY;
    /** isinstance for ALIAS forms without a concrete class (Iterable, Callable...). */
    Predicate<PyObject> check;
    /** TypeVar details. */
    String variance = "~";
    PyObject bound = PyNone.NONE;
    PyTuple constraints = PyTuple.EMPTY;
    /** NewType supertype / Callable "[...]" flag. */
    PyObject supertype;
    boolean callableList;
    String module = "typing";
    PyDict dict;

    Form(PyType type, Kind kind, String name) {
      this.type = type;
      this.kind = kind;
      this.name = name;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public PyDict instanceDict() {
      if (dict == null) {
        dict = new PyDict();
      }
      return dict;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
      v.visit(origin);
      v.visit(args);
      v.visit(bound);
      v.visit(constraints);
      v.visit(supertype);
      v.visit(dict);
      v.visitAny(check);
    }

    String baseName() {
      if (kind == Kind.SUBSCRIPTED && origin instanceof Form f) {
        return f.name;
      }
      return name;
    }
  }

  /** Roles of per-execution classes (Generic, Protocol, NamedTuple base...), invisible to Python. */
  private static final Map<PyType, String> ROLES = Collections.synchronizedMap(new WeakHashMap<>());
  /** Extra protocol members of the builtin protocols (SupportsInt...). */
  private static final Map<PyType, List<String>> PROTO_ATTRS = Collections.synchronizedMap(new WeakHashMap<>());

  /** The metaclass of Protocol classes (extends abc.ABCMeta). */
  public static final PyType PROTOCOL_META = PyType.builtin("_ProtocolMeta", AbcModule.ABC_META,
      TypingModule::installProtocolMeta);
  /** The metaclass that turns a NamedTuple class statement into a namedtuple. */
  static final PyType NAMEDTUPLE_META = PyType.builtin("NamedTupleMeta", PyType.TYPE, t -> {
    t.markBaseType();
    t.defineStaticMethod("__new__", TypingModule::namedTupleNew);
  });
  /** The metaclass of TypedDict classes. */
  static final PyType TYPEDDICT_META = PyType.builtin("_TypedDictMeta", PyType.TYPE, TypingModule::installTdMeta);

  // ================================================================ module

  private static final class State implements dev.krait.python.objects.Referrer {
    PyType formType;
    PyType generic;
    PyType protocol;
    PyType namedTupleBase;
    PyType typedDictBase;
    Form union;
    Form optional;

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(formType);
      v.visit(generic);
      v.visit(protocol);
      v.visit(namedTupleBase);
      v.visit(typedDictBase);
      v.visit(union);
      v.visit(optional);
    }

    @Override
    public long shallowSize() {
      return 64;
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("typing");
    State st = new State();
    st.formType = makeFormType(st);
    // special forms
    for (String n : new String[] {"Any", "Union", "Optional", "Literal", "Final", "ClassVar", "Annotated",
        "NoReturn", "Never", "Self", "LiteralString", "TypeAlias", "Concatenate", "TypeGuard", "Required",
        "NotRequired", "Unpack"}) {
      Form f = new Form(st.formType, Kind.SPECIAL, n);
      m.put(n, f);
      if (n.equals("Union")) {
        st.union = f;
      } else if (n.equals("Optional")) {
        st.optional = f;
      }
    }
    // aliases of builtin classes
    alias(m, st, "List", PyList.TYPE, null);
    alias(m, st, "Dict", PyDict.TYPE, null);
    alias(m, st, "Set", PySet.TYPE, null);
    alias(m, st, "FrozenSet", PySet.FROZEN_TYPE, null);
    alias(m, st, "Tuple", PyTuple.TYPE, null);
    alias(m, st, "Type", PyType.TYPE, null);
    alias(m, st, "DefaultDict", CollectionsModule.DEFAULTDICT, null);
    alias(m, st, "OrderedDict", CollectionsModule.ORDERED_DICT, null);
    alias(m, st, "Counter", CollectionsModule.COUNTER, null);
    alias(m, st, "Deque", CollectionsModule.DEQUE, null);
    alias(m, st, "ChainMap", CollectionsModule.CHAIN_MAP, null);
    Predicate<PyObject> iterable = o -> has(o, "__iter__");
    Predicate<PyObject> mapping = o -> o instanceof PyDict || has(o, "keys") && has(o, "__getitem__")
        && has(o, "items");
    Predicate<PyObject> sequence = o -> (o instanceof PyList || o instanceof PyTuple || o instanceof PyStr
        || o instanceof PyBytes || o.type().name().equals("range") || o.type().isSubtypeOf(CollectionsModule.DEQUE)
        || o.type().name().equals("bytearray") || o.type().name().equals("memoryview")) && !(o instanceof PyDict);
    alias(m, st, "Callable", null, Support::isCallable);
    alias(m, st, "Iterable", null, iterable);
    alias(m, st, "Iterator", null, o -> has(o, "__next__") && has(o, "__iter__"));
    alias(m, st, "Reversible", null, o -> has(o, "__reversed__") || o instanceof PyList || o instanceof PyTuple);
    alias(m, st, "Generator", null, o -> o.type().name().equals("generator"));
    alias(m, st, "AsyncIterable", null, o -> has(o, "__aiter__"));
    alias(m, st, "AsyncIterator", null, o -> has(o, "__anext__") && has(o, "__aiter__"));
    alias(m, st, "AsyncGenerator", null, o -> o.type().name().equals("async_generator"));
    alias(m, st, "Awaitable", null, o -> has(o, "__await__"));
    alias(m, st, "Coroutine", null, o -> o.type().name().equals("coroutine"));
    alias(m, st, "Mapping", null, mapping);
    alias(m, st, "MutableMapping", null, o -> mapping.test(o) && has(o, "__setitem__"));
    alias(m, st, "Sequence", null, sequence);
    alias(m, st, "MutableSequence", null, o -> o instanceof PyList || o.type().isSubtypeOf(CollectionsModule.DEQUE)
        || o.type().name().equals("bytearray"));
    alias(m, st, "AbstractSet", null, o -> o instanceof PySet);
    alias(m, st, "MutableSet", null, o -> o instanceof PySet && o.type() != PySet.FROZEN_TYPE
        && !o.type().isSubtypeOf(PySet.FROZEN_TYPE));
    alias(m, st, "Sized", null, o -> has(o, "__len__"));
    alias(m, st, "Container", null, o -> has(o, "__contains__"));
    alias(m, st, "Collection", null, o -> has(o, "__len__") && has(o, "__iter__") && has(o, "__contains__"));
    alias(m, st, "Hashable", null, o -> {
      PyObject h = o.type().lookup("__hash__");
      return h != null && h != PyNone.NONE;
    });
    alias(m, st, "KeysView", null, o -> o.type().name().equals("dict_keys"));
    alias(m, st, "ValuesView", null, o -> o.type().name().equals("dict_values"));
    alias(m, st, "ItemsView", null, o -> o.type().name().equals("dict_items"));
    alias(m, st, "MappingView", null, o -> o.type().name().startsWith("dict_"));
    alias(m, st, "ContextManager", null, o -> has(o, "__enter__") && has(o, "__exit__"));
    alias(m, st, "AsyncContextManager", null, o -> has(o, "__aenter__") && has(o, "__aexit__"));
    alias(m, st, "ByteString", null, o -> o instanceof PyBytes || o.type().name().equals("bytearray"));
    alias(m, st, "Pattern", null, o -> o.type().name().equals("Pattern") || o.type().name().equals("re.Pattern"));
    alias(m, st, "Match", null, o -> o.type().name().equals("Match") || o.type().name().equals("re.Match"));
    alias(m, st, "IO", null, o -> has(o, "read") || has(o, "write"));
    alias(m, st, "TextIO", null, o -> has(o, "read") || has(o, "write"));
    alias(m, st, "BinaryIO", null, o -> has(o, "read") || has(o, "write"));
    m.put("Text", PyStr.TYPE);
    m.put("TYPE_CHECKING", PyBool.FALSE);
    Form anyStr = new Form(st.formType, Kind.TYPEVAR, "AnyStr");
    anyStr.constraints = PyTuple.of(PyBytes.TYPE, PyStr.TYPE);
    m.put("AnyStr", anyStr);

    // Generic and Protocol
    Map<String, PyObject> gns = new LinkedHashMap<>();
    gns.put("__module__", PyStr.of("typing"));
    gns.put("__qualname__", PyStr.of("Generic"));
    gns.put("__slots__", PyTuple.EMPTY);
    gns.put("__class_getitem__", new PyClassMethod(PyBuiltinFunction.function("__class_getitem__", (a, k) ->
        subscriptClass(st, (PyType) a[0], a[1]))));
    gns.put("__init_subclass__", new PyClassMethod(PyBuiltinFunction.function("__init_subclass__", (a, k) -> {
      genericInitSubclass(st, (PyType) a[0]);
      return PyNone.NONE;
    })));
    st.generic = PyType.newClass(PyType.TYPE, "Generic", new PyType[0], gns);
    ROLES.put(st.generic, "Generic");
    Map<String, PyObject> pns = new LinkedHashMap<>();
    pns.put("__module__", PyStr.of("typing"));
    pns.put("__qualname__", PyStr.of("Protocol"));
    pns.put("__slots__", PyTuple.EMPTY);
    pns.put("_is_protocol", PyBool.TRUE);
    pns.put("_is_runtime_protocol", PyBool.FALSE);
    st.protocol = PyType.newClass(PROTOCOL_META, "Protocol", new PyType[] {st.generic}, pns);
    st.protocol.setAttribute("__abstractmethods__", new PySet(true));
    ROLES.put(st.protocol, "Protocol");
    m.put("Generic", st.generic);
    m.put("Protocol", st.protocol);
    String[][] supports = {{"SupportsInt", "__int__"}, {"SupportsFloat", "__float__"},
        {"SupportsComplex", "__complex__"}, {"SupportsBytes", "__bytes__"}, {"SupportsIndex", "__index__"},
        {"SupportsAbs", "__abs__"}, {"SupportsRound", "__round__"}};
    for (String[] s : supports) {
      Map<String, PyObject> ns = new LinkedHashMap<>();
      ns.put("__module__", PyStr.of("typing"));
      ns.put("__qualname__", PyStr.of(s[0]));
      ns.put("__slots__", PyTuple.EMPTY);
      PyType p = (PyType) AbcModule.typeNew(new PyObject[] {PROTOCOL_META, PyStr.of(s[0]), PyTuple.of(st.protocol),
          dictOf(ns)}, null);
      p.setAttribute("_is_protocol", PyBool.TRUE);
      p.setAttribute("_is_runtime_protocol", PyBool.TRUE);
      PROTO_ATTRS.put(p, List.of(s[1]));
      m.put(s[0], p);
    }

    // NamedTuple and TypedDict
    Map<String, PyObject> ntns = new LinkedHashMap<>();
    ntns.put("__module__", PyStr.of("typing"));
    st.namedTupleBase = PyType.newClass(NAMEDTUPLE_META, "NamedTuple", new PyType[0], ntns);
    Form nt = new Form(st.formType, Kind.NAMEDTUPLE, "NamedTuple");
    nt.origin = st.namedTupleBase;
    m.put("NamedTuple", nt);
    Map<String, PyObject> tdns = new LinkedHashMap<>();
    tdns.put("__module__", PyStr.of("typing"));
    st.typedDictBase = PyType.newClass(TYPEDDICT_META, "TypedDict", new PyType[] {PyDict.TYPE}, tdns);
    ROLES.put(st.typedDictBase, "TypedDict");
    Form td = new Form(st.formType, Kind.TYPEDDICT, "TypedDict");
    td.origin = st.typedDictBase;
    m.put("TypedDict", td);

    // functions
    m.def("TypeVar", (a, k) -> typeVar(st, a, k, "TypeVar"));
    m.def("ParamSpec", (a, k) -> typeVar(st, a, k, "ParamSpec"));
    m.def("TypeVarTuple", (a, k) -> typeVar(st, a, k, "TypeVarTuple"));
    m.def("NewType", (a, k) -> {
      PyObject[] p = Args.bind("NewType", a, k, 0, new String[] {"name", "tp"}, 2);
      Form f = new Form(st.formType, Kind.NEWTYPE, Support.string(p[0], "NewType() argument 'name'"));
      f.supertype = p[1];
      f.module = "__main__";
      return f;
    });
    m.def("cast", (a, k) -> {
      PyObject[] p = Args.bind("cast", a, k, 0, new String[] {"typ", "val"}, 2);
      return p[1];
    });
    for (String id : new String[] {"overload", "final", "no_type_check", "no_type_check_decorator", "override",
        "type_check_only"}) {
      if (id.equals("override")) {
        continue; // 3.12
      }
      m.def(id, (a, k) -> {
        Args.exact(id, a, k, 1);
        if (id.equals("overload")) {
          return PyBuiltinFunction.function("_overload_dummy", (b, kk) -> {
            throw Errors.notImplemented("You should not call an overloaded function. A series of @overload-decorated "
                + "functions outside a stub module should always be followed by an implementation that is not "
                + "@overload-ed.");
          });
        }
        if (id.equals("final")) {
          try {
            Ops.setattr(a[0], "__final__", PyBool.TRUE);
          } catch (dev.krait.python.objects.PyError ignored) {
            // objects without a dict cannot be marked
          }
        }
        return a[0];
      });
    }
    m.def("runtime_checkable", (a, k) -> {
      Args.exact("runtime_checkable", a, k, 1);
      if (!(a[0] instanceof PyType t) || !isProtocol(t)) {
        throw Errors.typeError("@runtime_checkable can be only applied to protocol classes, got " + Ops.repr(a[0]));
      }
      t.setAttribute("_is_runtime_protocol", PyBool.TRUE);
      return t;
    });
    m.def("get_origin", (a, k) -> {
      Args.exact("get_origin", a, k, 1);
      return origin(st, a[0]);
    });
    m.def("get_args", (a, k) -> {
      Args.exact("get_args", a, k, 1);
      return getArgs(a[0]);
    });
    m.def("get_type_hints", (a, k) -> {
      PyObject[] p = Args.bind("get_type_hints", a, k, 0, new String[] {"obj", "globalns", "localns",
          "include_extras"}, 1);
      return typeHints(p[0], p[1] == null ? PyNone.NONE : p[1], p[2] == null ? PyNone.NONE : p[2],
          p[3] != null && Ops.truthy(p[3]));
    });
    m.def("is_typeddict", (a, k) -> {
      Args.exact("is_typeddict", a, k, 1);
      return PyBool.of(a[0] instanceof PyType t && t.type() == TYPEDDICT_META);
    });
    m.def("assert_never", (a, k) -> {
      Args.exact("assert_never", a, k, 1);
      throw Errors.of(dev.krait.python.objects.ExceptionTypes.ASSERTION_ERROR, "Expected code to be unreachable, "
          + "but got: " + Ops.repr(a[0]));
    });
    m.def("assert_type", (a, k) -> {
      Args.exact("assert_type", a, k, 2);
      return a[0];
    });
    m.def("reveal_type", (a, k) -> {
      Args.exact("reveal_type", a, k, 1);
      return a[0];
    });
    m.def("dataclass_transform", (a, k) -> PyBuiltinFunction.function("decorator", (b, kk) -> b[0]));
    m.def("get_overloads", (a, k) -> new PyList());
    m.def("clear_overloads", (a, k) -> PyNone.NONE);
    m.def("ForwardRef", (a, k) -> {
      Args.range("ForwardRef", a, k, 1, 3);
      return a[0];
    });
    return m;
  }

  private static PyDict dictOf(Map<String, PyObject> ns) {
    PyDict d = new PyDict();
    for (Map.Entry<String, PyObject> e : ns.entrySet()) {
      d.setItem(PyStr.of(e.getKey()), e.getValue());
    }
    return d;
  }

  private static boolean has(PyObject o, String attr) {
    PyObject v = o.type().lookup(attr);
    return v != null && v != PyNone.NONE;
  }

  private static void alias(PyModule m, State st, String name, PyType origin, Predicate<PyObject> check) {
    Form f = new Form(st.formType, Kind.ALIAS, name);
    f.origin = origin;
    f.check = check;
    m.put(name, f);
  }

  private static PyObject typeVar(State st, PyObject[] a, String[] k, String what) {
    int npos = Args.posCount(a, k);
    if (npos < 1) {
      throw Errors.typeError(what + "() missing required argument 'name' (pos 1)");
    }
    Form f = new Form(st.formType, Kind.TYPEVAR, Support.string(a[0], what + "() argument 'name'"));
    PyObject[] cons = new PyObject[npos - 1];
    System.arraycopy(a, 1, cons, 0, cons.length);
    f.constraints = PyTuple.of(cons);
    int nkw = Args.kwCount(k);
    for (int i = 0; i < nkw; i++) {
      PyObject v = a[npos + i];
      switch (k[i]) {
        case "bound" -> f.bound = v;
        case "covariant" -> {
          if (Ops.truthy(v)) {
            f.variance = "+";
          }
        }
        case "contravariant" -> {
          if (Ops.truthy(v)) {
            f.variance = "-";
          }
        }
        default -> {
          if (!k[i].equals("infer_variance") && !k[i].equals("default")) {
            throw Errors.typeError(what + "() got an unexpected keyword argument '" + k[i] + "'");
          }
        }
      }
    }
    if (what.equals("TypeVarTuple")) {
      f.variance = "";
    }
    f.module = "__main__";
    return f;
  }

  // ================================================================ repr

  static String typeRepr(PyObject o) {
    if (o instanceof PyType t) {
      return t.module().equals("builtins") ? t.qualname() : t.module() + "." + t.qualname();
    }
    if (o == PyEllipsis.ELLIPSIS) {
      return "...";
    }
    if (o == PyNone.NONE) {
      return "None";
    }
    if (o instanceof PyList l) {
      List<String> parts = new ArrayList<>();
      for (PyObject x : l.toArray()) {
        parts.add(typeRepr(x));
      }
      return "[" + String.join(", ", parts) + "]";
    }
    if (o instanceof PyStr s && o.type() == PyStr.TYPE) {
      return "ForwardRef(" + Ops.repr(s) + ")";
    }
    return Ops.repr(o);
  }

  static String formRepr(Form f) {
    switch (f.kind) {
      case TYPEVAR:
        return f.variance + f.name;
      case NEWTYPE:
        return f.module + "." + f.name;
      case SUBSCRIPTED:
        break;
      default:
        return "typing." + f.name;
    }
    String head;
    if (f.origin instanceof Form o) {
      head = formRepr(o);
    } else {
      head = typeRepr(f.origin);
    }
    PyObject[] args = f.args.toArray();
    String base = f.baseName();
    if (f.origin instanceof Form && base.equals("Union")) {
      if (args.length == 2 && (args[0] == PyNone.NONE.type() || args[1] == PyNone.NONE.type())) {
        PyObject other = args[0] == PyNone.NONE.type() ? args[1] : args[0];
        return "typing.Optional[" + typeRepr(other) + "]";
      }
      List<String> parts = new ArrayList<>();
      for (PyObject x : args) {
        parts.add(x == PyNone.NONE.type() ? "NoneType" : typeRepr(x));
      }
      return "typing.Union[" + String.join(", ", parts) + "]";
    }
    List<String> parts = new ArrayList<>();
    if (f.origin instanceof Form && base.equals("Literal")) {
      for (PyObject x : args) {
        parts.add(Ops.repr(x));
      }
    } else if (f.origin instanceof Form && base.equals("Callable") && args.length > 0) {
      String params;
      if (f.callableList) {
        List<String> ps = new ArrayList<>();
        for (int i = 0; i < args.length - 1; i++) {
          ps.add(typeRepr(args[i]));
        }
        params = "[" + String.join(", ", ps) + "]";
      } else {
        params = typeRepr(args[0]);
      }
      return head + "[" + params + ", " + typeRepr(args[args.length - 1]) + "]";
    } else if (f.origin instanceof Form && base.equals("Annotated")) {
      parts.add(typeRepr(args[0]));
      for (int i = 1; i < args.length; i++) {
        parts.add(Ops.repr(args[i]));
      }
    } else {
      for (PyObject x : args) {
        parts.add(typeRepr(x));
      }
      if (args.length == 0) {
        parts.add("()");
      }
    }
    return head + "[" + String.join(", ", parts) + "]";
  }

  // ================================================================ subscription

  private static Form subscripted(State st, PyObject origin, PyObject[] args) {
    Form f = new Form(st.formType, Kind.SUBSCRIPTED, origin instanceof Form o ? o.name : ((PyType) origin).name());
    f.origin = origin;
    f.args = PyTuple.of(args);
    return f;
  }

  private static PyObject[] params(PyObject item) {
    if (item instanceof PyTuple t && t.type() == PyTuple.TYPE) {
      return t.toArray();
    }
    return new PyObject[] {item};
  }

  private static PyObject noneToType(PyObject o) {
    return o == PyNone.NONE ? PyNone.NONE.type() : o;
  }

  private static boolean isUnionForm(PyObject o) {
    return o instanceof Form f && f.kind == Kind.SUBSCRIPTED && f.origin instanceof Form of && of.name.equals("Union");
  }

  private static PyObject makeUnion(State st, PyObject[] items) {
    List<PyObject> flat = new ArrayList<>();
    for (PyObject x : items) {
      x = noneToType(x);
      PyObject[] sub = null;
      if (isUnionForm(x)) {
        sub = ((Form) x).args.toArray();
      } else if (x instanceof PyUnionType u) {
        sub = u.args().toArray();
      }
      if (sub != null) {
        for (PyObject s : sub) {
          addUnique(flat, noneToType(s));
        }
      } else {
        addUnique(flat, x);
      }
    }
    if (flat.size() == 1) {
      return flat.get(0);
    }
    return subscripted(st, st.union, flat.toArray(new PyObject[0]));
  }

  private static void addUnique(List<PyObject> l, PyObject x) {
    for (PyObject y : l) {
      if (y == x || !(y instanceof PyType) && !(x instanceof PyType) && Ops.eq(y, x)) {
        return;
      }
    }
    l.add(x);
  }

  /** How many parameters each generic alias takes (CPython's _GenericAlias nparams). */
  private static final Map<String, Integer> ALIAS_ARITY = Map.ofEntries(
      Map.entry("List", 1), Map.entry("Set", 1), Map.entry("FrozenSet", 1), Map.entry("Type", 1),
      Map.entry("Deque", 1), Map.entry("Counter", 1), Map.entry("Dict", 2), Map.entry("DefaultDict", 2),
      Map.entry("OrderedDict", 2), Map.entry("ChainMap", 2), Map.entry("Iterable", 1), Map.entry("Iterator", 1),
      Map.entry("Sequence", 1), Map.entry("MutableSequence", 1), Map.entry("Mapping", 2),
      Map.entry("MutableMapping", 2), Map.entry("AbstractSet", 1), Map.entry("MutableSet", 1),
      Map.entry("Generator", 3), Map.entry("AsyncGenerator", 2), Map.entry("Awaitable", 1),
      Map.entry("Coroutine", 3), Map.entry("AsyncIterable", 1), Map.entry("AsyncIterator", 1),
      Map.entry("Collection", 1), Map.entry("Container", 1), Map.entry("Reversible", 1), Map.entry("KeysView", 1),
      Map.entry("ItemsView", 2), Map.entry("ValuesView", 1), Map.entry("ContextManager", 1),
      Map.entry("AsyncContextManager", 1), Map.entry("Pattern", 1), Map.entry("Match", 1));

  private static PyObject subscript(State st, Form f, PyObject item) {
    PyObject[] args = params(item);
    if (f.kind == Kind.SUBSCRIPTED) {
      // substitute type variables in order
      PyObject[] current = f.args.toArray();
      int j = 0;
      for (int i = 0; i < current.length && j < args.length; i++) {
        if (current[i] instanceof Form v && v.kind == Kind.TYPEVAR) {
          current[i] = args[j++];
        }
      }
      if (j == 0) {
        throw Errors.typeError(formRepr(f) + " is not a generic class");
      }
      Form g = subscripted(st, f.origin, current);
      g.callableList = f.callableList;
      return g.origin == st.union ? makeUnion(st, current) : g;
    }
    if (f.kind == Kind.ALIAS) {
      if (f.name.equals("Callable") && args.length == 2) {
        args[1] = noneToType(args[1]);
        if (args[0] instanceof PyList l) {
          PyObject[] ps = l.toArray();
          PyObject[] all = new PyObject[ps.length + 1];
          for (int i = 0; i < ps.length; i++) {
            all[i] = noneToType(ps[i]);
          }
          all[ps.length] = args[1];
          Form g = subscripted(st, f, all);
          g.callableList = true;
          return g;
        }
        return subscripted(st, f, args);
      }
      if (f.name.equals("Tuple") && args.length == 1 && args[0] instanceof PyTuple t && t.size() == 0) {
        return subscripted(st, f, new PyObject[0]);
      }
      for (int i = 0; i < args.length; i++) {
        args[i] = noneToType(args[i]);
      }
      Integer arity = ALIAS_ARITY.get(f.name);
      if (arity != null && args.length != arity) {
        throw Errors.typeError("Too " + (args.length > arity ? "many" : "few") + " arguments for typing." + f.name
            + "; actual " + args.length + ", expected " + arity);
      }
      return subscripted(st, f, args);
    }
    if (f.kind == Kind.SPECIAL) {
      switch (f.name) {
        case "Union":
          if (args.length == 0) {
            throw Errors.typeError("Cannot take a Union of no types.");
          }
          return makeUnion(st, args);
        case "Optional":
          if (args.length != 1) {
            throw Errors.typeError("typing.Optional requires a single type. Got " + Ops.repr(item) + ".");
          }
          return makeUnion(st, new PyObject[] {args[0], PyNone.NONE});
        case "Literal": {
          List<PyObject> uniq = new ArrayList<>();
          for (PyObject a : args) {
            boolean dup = false;
            for (PyObject u : uniq) {
              if (u.type() == a.type() && Ops.eq(u, a)) {
                dup = true;
              }
            }
            if (!dup) {
              uniq.add(a);
            }
          }
          return subscripted(st, f, uniq.toArray(new PyObject[0]));
        }
        case "Annotated":
          if (args.length < 2) {
            throw Errors.typeError("Annotated[...] should be used with at least two arguments (a type and an "
                + "annotation).");
          }
          return subscripted(st, f, args);
        case "Any":
        case "NoReturn":
        case "Never":
        case "Self":
        case "LiteralString":
        case "TypeAlias":
          throw Errors.typeError("typing." + f.name + " is not subscriptable");
        default:
          for (int i = 0; i < args.length; i++) {
            args[i] = noneToType(args[i]);
          }
          return subscripted(st, f, args);
      }
    }
    throw Errors.typeError("'" + formRepr(f) + "' is not subscriptable");
  }

  /** {@code Generic[T]}, {@code Protocol[T]}, {@code UserClass[int]}. */
  private static PyObject subscriptClass(State st, PyType cls, PyObject item) {
    PyObject[] args = params(item);
    if (cls == st.generic || cls == st.protocol) {
      if (args.length == 0) {
        throw Errors.typeError("Parameter list to " + cls.name() + "[...] cannot be empty");
      }
      for (PyObject x : args) {
        if (!(x instanceof Form v && v.kind == Kind.TYPEVAR)) {
          throw Errors.typeError("Parameters to " + cls.name() + "[...] must all be type variables or parameter "
              + "specification variables.");
        }
      }
      return subscripted(st, cls, args);
    }
    PyObject ps = cls.lookup("__parameters__");
    int expected = ps instanceof PyTuple pt ? pt.size() : 0;
    if (expected == 0) {
      throw Errors.typeError(Ops.repr(cls) + " is not a generic class");
    }
    if (args.length != expected) {
      throw Errors.typeError("Too " + (args.length > expected ? "many" : "few") + " arguments for "
          + Ops.repr(cls) + "; actual " + args.length + ", expected " + expected);
    }
    return subscripted(st, cls, args);
  }

  /** Generic.__init_subclass__: {@code __parameters__} from the type variables of {@code __orig_bases__}. */
  private static void genericInitSubclass(State st, PyType cls) {
    List<PyObject> tvars = new ArrayList<>();
    PyObject orig = cls.ownAttribute("__orig_bases__");
    if (orig instanceof PyTuple ob) {
      List<PyObject> gvars = null;
      for (PyObject b : ob.toArray()) {
        if (b instanceof Form f && f.kind == Kind.SUBSCRIPTED) {
          if (f.origin == st.generic || f.origin == st.protocol && gvars == null) {
            if (f.origin == st.generic && gvars != null) {
              throw Errors.typeError("Cannot inherit from Generic[...] multiple times.");
            }
            gvars = java.util.Arrays.asList(f.args.toArray());
          }
          collectTypeVars(f, tvars);
        }
      }
      if (gvars != null) {
        List<String> missing = new ArrayList<>();
        for (PyObject t : tvars) {
          if (!gvars.contains(t)) {
            missing.add(Ops.repr(t));
          }
        }
        if (!missing.isEmpty()) {
          List<String> gs = new ArrayList<>();
          for (PyObject g : gvars) {
            gs.add(Ops.repr(g));
          }
          throw Errors.typeError("Some type variables (" + String.join(", ", missing) + ") are not listed in Generic["
              + String.join(", ", gs) + "]");
        }
        tvars = gvars;
      }
    }
    cls.setAttribute("__parameters__", PyTuple.of(tvars.toArray(new PyObject[0])));
  }

  private static void collectTypeVars(PyObject o, List<PyObject> out) {
    if (o instanceof Form f) {
      if (f.kind == Kind.TYPEVAR) {
        if (!out.contains(f)) {
          out.add(f);
        }
      } else if (f.kind == Kind.SUBSCRIPTED) {
        for (PyObject x : f.args.toArray()) {
          collectTypeVars(x, out);
        }
      }
    } else if (o instanceof PyTuple || o instanceof PyList) {
      for (PyObject x : Ops.toArray(o)) {
        collectTypeVars(x, out);
      }
    }
  }

  // ================================================================ the form type

  private static Form self(PyObject o) {
    return (Form) o;
  }

  private static PyType makeFormType(State st) {
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("typing"));
    ns.put("__qualname__", PyStr.of("_SpecialForm"));
    ns.put("__repr__", m("__repr__", (a, k) -> PyStr.of(formRepr(self(a[0])))));
    ns.put("__getitem__", m("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      return subscript(st, self(a[0]), a[1]);
    }));
    ns.put("__call__", m("__call__", (a, k) -> callForm(st, a, k)));
    ns.put("__instancecheck__", m("__instancecheck__", (a, k) -> {
      Args.exact("__instancecheck__", a, k, 2);
      return PyBool.of(instanceCheck(self(a[0]), a[1], false));
    }));
    ns.put("__subclasscheck__", m("__subclasscheck__", (a, k) -> {
      Args.exact("__subclasscheck__", a, k, 2);
      return PyBool.of(instanceCheck(self(a[0]), a[1], true));
    }));
    ns.put("__mro_entries__", m("__mro_entries__", (a, k) -> mroEntries(st, self(a[0]), a[1])));
    ns.put("__or__", m("__or__", (a, k) -> makeUnion(st, new PyObject[] {a[0], a[1]})));
    ns.put("__ror__", m("__ror__", (a, k) -> makeUnion(st, new PyObject[] {a[1], a[0]})));
    ns.put("__eq__", m("__eq__", (a, k) -> {
      if (!(a[1] instanceof Form o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      Form f = self(a[0]);
      if (f.kind != Kind.SUBSCRIPTED || o.kind != Kind.SUBSCRIPTED) {
        return PyBool.of(f == o);
      }
      if (isUnionForm(f) && isUnionForm(o)) {
        return PyBool.of(Ops.eq(PySet.fromIterable(f.args, true), PySet.fromIterable(o.args, true)));
      }
      return PyBool.of(Ops.eq(f.origin, o.origin) && Ops.eq(f.args, o.args));
    }));
    ns.put("__hash__", m("__hash__", (a, k) -> {
      Form f = self(a[0]);
      if (f.kind != Kind.SUBSCRIPTED) {
        return PyInt.of(System.identityHashCode(f));
      }
      if (isUnionForm(f)) {
        return PyInt.of(Ops.hash(PySet.fromIterable(f.args, true)));
      }
      return PyInt.of(Ops.hash(f.origin) * 31 + Ops.hash(f.args));
    }));
    ns.put("__origin__", getter("__origin__", o -> {
      Form f = self(o);
      if (f.kind == Kind.ALIAS) {
        return f.origin == null ? f : f.origin;
      }
      if (f.kind == Kind.SUBSCRIPTED) {
        if (f.origin instanceof Form of) {
          if (of.name.equals("Annotated")) {
            return f.args.get(0);
          }
          return of.kind == Kind.ALIAS && of.origin != null ? of.origin : of;
        }
        return f.origin;
      }
      throw Errors.attributeError("'" + formRepr(f) + "' has no attribute '__origin__'");
    }));
    ns.put("__args__", getter("__args__", o -> {
      Form f = self(o);
      if (f.kind != Kind.SUBSCRIPTED) {
        throw Errors.attributeError("'" + formRepr(f) + "' has no attribute '__args__'");
      }
      return f.args;
    }));
    ns.put("__metadata__", getter("__metadata__", o -> {
      PyObject[] args = self(o).args.toArray();
      PyObject[] md = new PyObject[Math.max(0, args.length - 1)];
      System.arraycopy(args, 1, md, 0, md.length);
      return PyTuple.of(md);
    }));
    ns.put("__parameters__", getter("__parameters__", o -> {
      List<PyObject> ps = new ArrayList<>();
      for (PyObject x : self(o).args.toArray()) {
        if (x instanceof Form v && v.kind == Kind.TYPEVAR && !ps.contains(x)) {
          ps.add(x);
        }
      }
      return PyTuple.of(ps.toArray(new PyObject[0]));
    }));
    ns.put("__name__", getter("__name__", o -> PyStr.of(self(o).kind == Kind.SUBSCRIPTED ? self(o).baseName()
        : self(o).name)));
    ns.put("_name", getter("_name", o -> PyStr.of(self(o).baseName())));
    ns.put("__bound__", getter("__bound__", o -> self(o).bound));
    ns.put("__constraints__", getter("__constraints__", o -> self(o).constraints));
    ns.put("__covariant__", getter("__covariant__", o -> PyBool.of(self(o).variance.equals("+"))));
    ns.put("__contravariant__", getter("__contravariant__", o -> PyBool.of(self(o).variance.equals("-"))));
    ns.put("__supertype__", getter("__supertype__", o -> self(o).supertype == null ? PyNone.NONE
        : self(o).supertype));
    ns.put("__reduce__", m("__reduce__", (a, k) -> PyStr.of(self(a[0]).name)));
    ns.put("__copy__", m("__copy__", (a, k) -> a[0]));
    ns.put("__deepcopy__", m("__deepcopy__", (a, k) -> a[0]));
    return PyType.newClass(PyType.TYPE, "_SpecialForm", new PyType[0], ns);
  }

  private static PyBuiltinFunction m(String name, BuiltinBody body) {
    return PyBuiltinFunction.method("_SpecialForm", name, body);
  }

  private static PyGetSetDescriptor getter(String name, java.util.function.Function<PyObject, PyObject> g) {
    return new PyGetSetDescriptor(name, "_SpecialForm", g, null);
  }

  private static PyObject callForm(State st, PyObject[] a, String[] k) {
    Form f = self(a[0]);
    PyObject[] rest = new PyObject[a.length - 1];
    System.arraycopy(a, 1, rest, 0, rest.length);
    switch (f.kind) {
      case NEWTYPE:
        if (rest.length != 1 || Args.kwCount(k) != 0) {
          throw Errors.typeError("NewType.__call__() takes exactly one argument");
        }
        return rest[0];
      case NAMEDTUPLE:
        return namedTupleFunctional(rest, k);
      case TYPEDDICT:
        return typedDictFunctional(st, rest, k);
      case ALIAS:
        if (f.origin instanceof PyType t && t != PyList.TYPE && t != PyDict.TYPE && t != PySet.TYPE
            && t != PySet.FROZEN_TYPE && t != PyTuple.TYPE && t != PyType.TYPE) {
          return t.call(rest, k);
        }
        throw Errors.typeError("Type " + f.name + " cannot be instantiated; use " + (f.origin instanceof PyType t
            ? t.name() + "() instead" : "a concrete class instead").replace("a concrete class instead", f.name
            .toLowerCase() + "() instead"));
      case SUBSCRIPTED:
        if (f.origin instanceof PyType t) {
          PyObject inst = t.call(rest, k);
          try {
            Ops.setattr(inst, "__orig_class__", f);
          } catch (dev.krait.python.objects.PyError ignored) {
            // instances without a dict
          }
          return inst;
        }
        if (f.origin instanceof Form of && of.kind == Kind.ALIAS) {
          return callForm(st, prepend(of, rest), k);
        }
        throw Errors.typeError("Cannot instantiate " + formRepr(f));
      case TYPEVAR:
        throw Errors.typeError("'TypeVar' object is not callable");
      default:
        throw Errors.typeError("Cannot instantiate typing." + f.name);
    }
  }

  private static PyObject[] prepend(PyObject first, PyObject[] rest) {
    PyObject[] out = new PyObject[rest.length + 1];
    out[0] = first;
    System.arraycopy(rest, 0, out, 1, rest.length);
    return out;
  }

  private static boolean instanceCheck(Form f, PyObject obj, boolean subclass) {
    String what = subclass ? "issubclass()" : "isinstance()";
    switch (f.kind) {
      case ALIAS:
        if (f.origin instanceof PyType t) {
          if (subclass) {
            return obj instanceof PyType ot && ot.isSubtypeOf(t);
          }
          return obj.type().isSubtypeOf(t);
        }
        if (subclass) {
          if (!(obj instanceof PyType ot)) {
            throw Errors.typeError("issubclass() arg 1 must be a class");
          }
          return f.check.test(new ProbeInstance(ot));
        }
        return f.check.test(obj);
      case SUBSCRIPTED:
        if (isUnionForm(f)) {
          for (PyObject t : f.args.toArray()) {
            if (t instanceof PyType tt ? (subclass ? obj instanceof PyType ot && ot.isSubtypeOf(tt)
                : obj.type().isSubtypeOf(tt)) : t instanceof Form tf && instanceCheck(tf, obj, subclass)) {
              return true;
            }
          }
          return false;
        }
        throw Errors.typeError("Subscripted generics cannot be used with class and instance checks");
      case SPECIAL:
        throw Errors.typeError("typing." + f.name + " cannot be used with " + what);
      case NEWTYPE:
        throw Errors.typeError(what + " arg 2 must be a type, a tuple of types, or a union");
      default:
        throw Errors.typeError(what + " arg 2 must be a type, a tuple of types, or a union");
    }
  }

  /** A stand-in instance of a class, for issubclass() against protocol-like aliases. */
  static final class ProbeInstance extends PyObject {
    private final PyType type;

    ProbeInstance(PyType type) {
      this.type = type;
    }

    @Override
    public PyType type() {
      return type;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(type);
    }
  }

  private static PyObject mroEntries(State st, Form f, PyObject basesObj) {
    PyObject[] bases = Ops.toArray(basesObj);
    switch (f.kind) {
      case NAMEDTUPLE:
        return PyTuple.of(st.namedTupleBase);
      case TYPEDDICT:
        return PyTuple.of(st.typedDictBase);
      case ALIAS:
        if (f.origin instanceof PyType t) {
          return PyTuple.of(t);
        }
        throw Errors.typeError("Cannot subclass " + formRepr(f));
      case SUBSCRIPTED:
        if (f.origin instanceof PyType t) {
          if (t == st.generic) {
            for (PyObject b : bases) {
              if (b == f) {
                continue;
              }
              PyType bt = b instanceof PyType x ? x : b instanceof Form bf && bf.origin instanceof PyType x2 ? x2
                  : null;
              if (bt != null && bt != st.generic && bt.isSubtypeOf(st.generic)) {
                return PyTuple.EMPTY;
              }
            }
          }
          return PyTuple.of(t);
        }
        if (f.origin instanceof Form of && of.kind == Kind.ALIAS && of.origin instanceof PyType t) {
          return PyTuple.of(t);
        }
        throw Errors.typeError("Cannot subclass " + formRepr(f));
      default:
        throw Errors.typeError("Cannot subclass " + formRepr(f));
    }
  }

  // ================================================================ get_origin / get_args / hints

  private static PyObject origin(State st, PyObject o) {
    if (o instanceof Form f) {
      if (f.kind == Kind.ALIAS) {
        return f.origin == null ? f : f.origin;
      }
      if (f.kind == Kind.SUBSCRIPTED) {
        if (f.origin instanceof Form of) {
          return of.kind == Kind.ALIAS && of.origin != null ? of.origin : of;
        }
        return f.origin;
      }
      return PyNone.NONE;
    }
    if (o instanceof PyGenericAlias) {
      return Ops.getattr(o, "__origin__");
    }
    if (o instanceof PyUnionType) {
      return o.type();
    }
    if (o == st.generic) {
      return st.generic;
    }
    return PyNone.NONE;
  }

  private static PyObject getArgs(PyObject o) {
    if (o instanceof Form f && f.kind == Kind.SUBSCRIPTED) {
      if (f.callableList) {
        PyObject[] args = f.args.toArray();
        PyList ps = new PyList();
        for (int i = 0; i < args.length - 1; i++) {
          ps.append(args[i]);
        }
        return PyTuple.of(ps, args[args.length - 1]);
      }
      return f.args;
    }
    if (o instanceof PyGenericAlias || o instanceof PyUnionType) {
      return Ops.getattr(o, "__args__");
    }
    return PyTuple.EMPTY;
  }

  private static PyObject stripAnnotated(PyObject v) {
    if (v instanceof Form f && f.kind == Kind.SUBSCRIPTED && f.origin instanceof Form of
        && of.name.equals("Annotated")) {
      return f.args.get(0);
    }
    return v;
  }

  /**
   * {@code get_type_hints}: CPython's algorithm, string annotations evaluated with eval (for a
   * class: each base's namespace and its module's globals, swapped as CPython does; for a
   * function: its globals).
   */
  private static PyObject typeHints(PyObject obj, PyObject globalns, PyObject localns, boolean extras) {
    if (globalns == PyNone.NONE) {
      globalns = null;
    }
    if (localns == PyNone.NONE) {
      localns = null;
    }
    PyDict out = new PyDict();
    if (obj instanceof PyType t) {
      PyType[] mro = t.mroArray();
      for (int i = mro.length - 1; i >= 0; i--) {
        if (mro[i].isBuiltin()) {
          continue;
        }
        PyObject anns = mro[i].ownAttribute("__annotations__");
        if (!(anns instanceof PyDict d)) {
          continue;
        }
        PyObject g = globalns != null ? globalns : moduleGlobals(mro[i]);
        PyObject l = localns;
        if (l == null) {
          PyDict vars = new PyDict();
          for (Map.Entry<String, PyObject> e : mro[i].dict().entrySet()) {
            vars.setItem(PyStr.of(e.getKey()), e.getValue());
          }
          l = vars;
        }
        if (localns == null && globalns == null) {
          PyObject swap = g;
          g = l;
          l = swap;
        }
        for (PyObject key : d.keys()) {
          PyObject v = evalHint(noneToType(d.getItemOrNull(key)), g, l);
          out.setItem(key, v);
        }
      }
    } else {
      PyObject anns = Ops.getattrOrNull(obj, "__annotations__", null);
      if (anns == null || anns == PyNone.NONE) {
        if (obj instanceof PyModule || obj instanceof dev.krait.python.objects.PyFunction
            || obj instanceof dev.krait.python.objects.PyBoundMethod || obj instanceof PyBuiltinFunction) {
          return out;
        }
        throw Errors.typeError(Ops.repr(obj) + " is not a module, class, method, or function.");
      }
      if (globalns == null) {
        if (obj instanceof PyModule pm) {
          globalns = pm.instanceDict();
        } else {
          PyObject ns = obj;
          for (int guard = 0; guard < 100; guard++) {
            PyObject w = ns instanceof PyType ? null : Ops.getattrOrNull(ns, "__wrapped__", null);
            if (w == null) {
              break;
            }
            ns = w;
          }
          PyObject fn = ns instanceof dev.krait.python.objects.PyBoundMethod
              ? Ops.getattrOrNull(ns, "__func__", null) : ns;
          globalns = fn instanceof dev.krait.python.objects.PyFunction pf ? pf.globals : new PyDict();
        }
        if (localns == null) {
          localns = globalns;
        }
      } else if (localns == null) {
        localns = globalns;
      }
      if (anns instanceof PyDict d) {
        for (PyObject key : d.keys()) {
          out.setItem(key, evalHint(noneToType(d.getItemOrNull(key)), globalns, localns));
        }
      }
    }
    if (!extras) {
      for (PyObject key : out.keys()) {
        out.setItem(key, stripAnnotated(out.getItemOrNull(key)));
      }
    }
    return out;
  }

  /** The dict of the module a class was defined in (the caller's globals for __main__). */
  private static PyObject moduleGlobals(PyType cls) {
    for (PyObject v : cls.dict().values()) {
      PyObject f = v instanceof dev.krait.python.objects.PyClassMethod || v instanceof
          dev.krait.python.objects.PyStaticMethod ? Ops.unwrapStatic(v) : v;
      if (f instanceof dev.krait.python.objects.PyFunction pf) {
        return pf.globals;
      }
    }
    PyObject mod = cls.ownAttribute("__module__");
    if (mod != null) {
      PyObject m = dev.krait.python.vm.VmAccess.modulesDict().getItemOrNull(mod);
      if (m instanceof PyModule pm) {
        return pm.instanceDict();
      }
    }
    PyDict g = dev.krait.python.vm.VmAccess.callerGlobals();
    return g == null ? new PyDict() : g;
  }

  /** Evaluates a string annotation (again, while the result is still a string, as ForwardRef does). */
  private static PyObject evalHint(PyObject v, PyObject globalns, PyObject localns) {
    PyObject eval = null;
    for (int guard = 0; v instanceof PyStr && guard < 20; guard++) {
      if (eval == null) {
        eval = dev.krait.python.vm.VmAccess.builtins().getItemOrNull(PyStr.of("eval"));
      }
      PyObject g = globalns instanceof PyDict ? globalns : new PyDict();
      v = noneToType(Ops.call(eval, v, g, localns == null ? g : localns));
    }
    return v;
  }

  // ================================================================ Protocol

  static boolean isProtocol(PyType t) {
    PyObject v = t.ownAttribute("_is_protocol");
    return v != null && Ops.truthy(v);
  }

  private static final java.util.Set<String> NOT_PROTO = java.util.Set.of("__abstractmethods__",
      "__annotations__", "__dict__", "__doc__", "__init__", "__module__", "__new__", "__slots__",
      "__subclasshook__", "__weakref__", "__class_getitem__", "__qualname__", "__parameters__", "__orig_bases__",
      "__init_subclass__", "__hash__", "_is_protocol", "_is_runtime_protocol", "__protocol_attrs__",
      "_abc_registry");

  private static List<String> protocolAttrs(PyType cls) {
    List<String> out = new ArrayList<>();
    for (PyType t : cls.mroArray()) {
      String role = ROLES.get(t);
      if ("Protocol".equals(role) || "Generic".equals(role) || t == PyType.OBJECT || !isProtocol(t)) {
        continue;
      }
      List<String> extra = PROTO_ATTRS.get(t);
      if (extra != null) {
        out.addAll(extra);
      }
      for (String n : t.dict().keySet()) {
        if (!NOT_PROTO.contains(n) && !n.startsWith("_abc_") && !out.contains(n)) {
          out.add(n);
        }
      }
      PyObject anns = t.ownAttribute("__annotations__");
      if (anns instanceof PyDict d) {
        for (PyObject key : d.keys()) {
          String n = Ops.str(key);
          if (!out.contains(n)) {
            out.add(n);
          }
        }
      }
    }
    return out;
  }

  private static void installProtocolMeta(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject r = Ops.unwrapStatic(AbcModule.ABC_META.lookup("__new__")).call(a, k);
      if (r instanceof PyType cls && cls.ownAttribute("_is_protocol") == null) {
        boolean proto = false;
        for (PyType b : cls.bases()) {
          if ("Protocol".equals(ROLES.get(b))) {
            proto = true;
          }
        }
        cls.setAttribute("_is_protocol", PyBool.of(proto));
      }
      return r;
    });
    t.defineMethod("__call__", (a, k) -> {
      PyType cls = (PyType) a[0];
      if (isProtocol(cls)) {
        throw Errors.typeError("Protocols cannot be instantiated");
      }
      AbcModule.checkInstantiable(cls);
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return cls.instantiate(rest, k);
    });
    t.defineMethod("__instancecheck__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyObject obj = a[1];
      if (isProtocol(cls)) {
        PyObject rt0 = cls.lookup("_is_runtime_protocol");
        if (rt0 == null || !Ops.truthy(rt0)) {
          throw Errors.typeError("Instance and class checks can only be used with @runtime_checkable protocols");
        }
      }
      if (obj.type().isSubtypeOf(cls)) {
        return PyBool.TRUE;
      }
      if (!isProtocol(cls)) {
        return Ops.callMethodDescriptor(AbcModule.ABC_META.lookup("__instancecheck__"), cls, new PyObject[] {obj},
            null);
      }
      PyObject rt = cls.lookup("_is_runtime_protocol");
      if (rt == null || !Ops.truthy(rt)) {
        throw Errors.typeError("Instance and class checks can only be used with @runtime_checkable protocols");
      }
      for (String n : protocolAttrs(cls)) {
        if (Ops.getattrOrNull(obj, n, null) == null) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
    t.defineMethod("__subclasscheck__", (a, k) -> {
      PyType cls = (PyType) a[0];
      if (!(a[1] instanceof PyType sub)) {
        throw Errors.typeError("issubclass() arg 1 must be a class");
      }
      if (sub.isSubtypeOf(cls)) {
        return PyBool.TRUE;
      }
      if (!isProtocol(cls)) {
        return Ops.callMethodDescriptor(AbcModule.ABC_META.lookup("__subclasscheck__"), cls, new PyObject[] {sub},
            null);
      }
      PyObject rt = cls.lookup("_is_runtime_protocol");
      if (rt == null || !Ops.truthy(rt)) {
        throw Errors.typeError("Instance and class checks can only be used with @runtime_checkable protocols");
      }
      for (String n : protocolAttrs(cls)) {
        if (sub.lookup(n) == null) {
          return PyBool.FALSE;
        }
      }
      return PyBool.TRUE;
    });
  }

  // ================================================================ NamedTuple

  private static final java.util.Set<String> NT_PROHIBITED = java.util.Set.of("__new__", "__init__", "__slots__",
      "__getnewargs__", "_fields", "_field_defaults", "_make", "_replace", "_asdict", "_source");

  private static PyObject namedTupleNew(PyObject[] a, String[] k) {
    if (Args.posCount(a, k) != 4 || !(a[3] instanceof PyDict ns)) {
      return AbcModule.typeNew(a, k);
    }
    String name = Ops.str(a[1]);
    List<String> fields = new ArrayList<>();
    List<PyObject> defaults = new ArrayList<>();
    PyObject anns = ns.getItemOrNull(PyStr.of("__annotations__"));
    if (anns instanceof PyDict d) {
      for (PyObject key : d.keys()) {
        String f = Ops.str(key);
        PyObject dflt = ns.getItemOrNull(key);
        if (dflt != null) {
          defaults.add(dflt);
        } else if (!defaults.isEmpty()) {
          throw Errors.typeError("Non-default namedtuple field " + f + " cannot follow default field"
              + (defaults.size() > 1 ? "s " : " ") + String.join(", ", fields.subList(fields.size() - defaults.size(),
              fields.size())));
        }
        fields.add(f);
      }
    }
    PyObject mod = ns.getItemOrNull(PyStr.of("__module__"));
    PyType cls = CollectionsModule.makeNamedTuple(name, fields.toArray(new String[0]), defaults.toArray(
        new PyObject[0]), mod == null ? "__main__" : Ops.str(mod));
    for (PyObject key : ns.keys()) {
      String n = Ops.str(key);
      if (NT_PROHIBITED.contains(n)) {
        throw Errors.attributeError("Cannot overwrite NamedTuple attribute " + n);
      }
      if (n.equals("__module__") || n.equals("__name__") || fields.contains(n)) {
        continue;
      }
      if (n.equals("__qualname__")) {
        cls.setQualname(Ops.str(ns.getItemOrNull(key)));
        continue;
      }
      cls.setAttribute(n, ns.getItemOrNull(key));
    }
    if (anns == null) {
      cls.setAttribute("__annotations__", new PyDict());
    }
    return cls;
  }

  private static PyObject namedTupleFunctional(PyObject[] a, String[] k) {
    int npos = Args.posCount(a, k);
    if (npos < 1) {
      throw Errors.typeError("NamedTuple() missing 1 required positional argument: 'typename'");
    }
    String name = Support.string(a[0], "NamedTuple() argument 'typename'");
    List<String> fields = new ArrayList<>();
    PyDict anns = new PyDict();
    if (npos > 1 && a[1] != PyNone.NONE) {
      for (PyObject item : Support.toList(a[1])) {
        PyObject[] kv = Ops.toArray(item);
        fields.add(Ops.str(kv[0]));
        anns.setItem(kv[0], kv[1]);
      }
    }
    int nkw = Args.kwCount(k);
    for (int i = 0; i < nkw; i++) {
      fields.add(k[i]);
      anns.setItem(PyStr.of(k[i]), a[npos + i]);
    }
    PyType cls = CollectionsModule.makeNamedTuple(name, fields.toArray(new String[0]), new PyObject[0], "__main__");
    cls.setAttribute("__annotations__", anns);
    return cls;
  }

  // ================================================================ TypedDict

  private static void installTdMeta(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      int npos = Args.posCount(a, k);
      if (npos != 4 || !(a[3] instanceof PyDict ns)) {
        return AbcModule.typeNew(a, k);
      }
      boolean total = true;
      for (int i = 0; i < Args.kwCount(k); i++) {
        if (k[i].equals("total")) {
          total = Ops.truthy(a[npos + i]);
        } else {
          throw Errors.typeError("__new__() got an unexpected keyword argument '" + k[i] + "'");
        }
      }
      PyDict anns = new PyDict();
      PySet required = new PySet(true);
      PySet optional = new PySet(true);
      for (PyObject b : Ops.toArray(a[2])) {
        if (b instanceof PyType bt && bt.type() == TYPEDDICT_META) {
          PyObject ba = bt.lookup("__annotations__");
          if (ba instanceof PyDict bd) {
            anns.mergeFrom(bd);
          }
          PyObject r = bt.lookup("__required_keys__");
          PyObject o = bt.lookup("__optional_keys__");
          if (r != null) {
            for (PyObject x : Ops.toArray(r)) {
              required.add(x);
            }
          }
          if (o != null) {
            for (PyObject x : Ops.toArray(o)) {
              optional.add(x);
            }
          }
        }
      }
      PyObject own = ns.getItemOrNull(PyStr.of("__annotations__"));
      if (own instanceof PyDict od) {
        for (PyObject key : od.keys()) {
          PyObject v = od.getItemOrNull(key);
          anns.setItem(key, v);
          String r = Ops.repr(v);
          boolean req = r.startsWith("typing.Required[") || !r.startsWith("typing.NotRequired[") && total;
          (req ? required : optional).add(key);
        }
      }
      PyDict newNs = ns.copy();
      newNs.setItem(PyStr.of("__annotations__"), anns);
      PyType cls = (PyType) AbcModule.typeNew(new PyObject[] {a[0], a[1], PyTuple.of(PyDict.TYPE), newNs}, null);
      cls.setAttribute("__required_keys__", required);
      cls.setAttribute("__optional_keys__", optional);
      cls.setAttribute("__total__", PyBool.of(total));
      return cls;
    });
    t.defineMethod("__call__", (a, k) -> {
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return PyDict.TYPE.call(rest, k);
    });
    t.defineMethod("__instancecheck__", (a, k) -> {
      throw Errors.typeError("TypedDict does not support instance and class checks");
    });
    t.defineMethod("__subclasscheck__", (a, k) -> {
      throw Errors.typeError("TypedDict does not support instance and class checks");
    });
  }

  private static PyObject typedDictFunctional(State st, PyObject[] a, String[] k) {
    int npos = Args.posCount(a, k);
    if (npos < 1) {
      throw Errors.typeError("TypedDict() missing 1 required positional argument: 'typename'");
    }
    PyDict anns = new PyDict();
    if (npos > 1 && a[1] instanceof PyDict d) {
      anns.mergeFrom(d);
    }
    PyObject total = PyBool.TRUE;
    for (int i = 0; i < Args.kwCount(k); i++) {
      if (k[i].equals("total")) {
        total = a[npos + i];
      } else {
        anns.setItem(PyStr.of(k[i]), a[npos + i]);
      }
    }
    PyDict ns = new PyDict();
    ns.setItem(PyStr.of("__annotations__"), anns);
    ns.setItem(PyStr.of("__module__"), PyStr.of("__main__"));
    return Ops.unwrapStatic(TYPEDDICT_META.lookup("__new__")).call(new PyObject[] {TYPEDDICT_META, a[0],
        PyTuple.of(st.typedDictBase), ns, total}, new String[] {"total"});
  }
}
