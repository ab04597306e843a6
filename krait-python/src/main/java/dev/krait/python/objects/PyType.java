/*
 * Python classes: builtin types and user classes alike. A type is a name, its bases, the C3
 * method resolution order and a dict of attributes; all behaviour of its instances is found
 * by looking names up along the MRO. Builtin types are shared by every execution in the JVM,
 * so they are immutable once their methods are installed (lazily, on first use, to keep
 * class initialisation free of cycles).
 */
package dev.krait.python.objects;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/** {@code type}: a Python class. */
public class PyType extends PyObject {
  /** {@code object}, the root of every MRO. */
  public static final PyType OBJECT = new PyType("object", new PyType[0], true, ObjectMethods::install);
  /** {@code type}, the default metaclass. */
  public static final PyType TYPE = new PyType("type", new PyType[] {OBJECT}, true, TypeMethods::install);

  private String name;
  private String qualname;
  private String module;
  private PyType[] bases;
  private PyType[] mro;
  private final Map<String, PyObject> dict = new LinkedHashMap<>();
  private final boolean builtin;
  private PyType metatype;
  @NotWalked("builtin types only (their state is shared by every execution); a method reference")
  private volatile Consumer<PyType> installer;
  /** Attribute names an instance may hold when every class of the MRO declares __slots__; else null. */
  private java.util.Set<String> slotNames;
  /** Every name declared in a __slots__ of the MRO (empty when none). */
  private java.util.Set<String> allSlots = java.util.Set.of();

  private PyType(String name, PyType[] bases, boolean builtin, Consumer<PyType> installer) {
    this.name = name;
    this.qualname = name;
    this.module = "builtins";
    if (builtin && name.indexOf('.') > 0) { // tp_name "types.GenericAlias": __module__ types, __name__ GenericAlias
      this.module = name.substring(0, name.lastIndexOf('.'));
      this.qualname = name.substring(name.lastIndexOf('.') + 1);
    }
    this.bases = bases;
    this.builtin = builtin;
    this.installer = installer;
    this.mro = bases.length == 0 ? new PyType[] {this} : linearize(this, bases);
  }

  /**
   * A builtin type with one base. The installer defines its attributes and runs once, on first
   * use. Declare as {@code static final PyType TYPE = PyType.builtin("str", PyType.OBJECT, PyStr::install)}.
   */
  public static PyType builtin(String name, PyType base, Consumer<PyType> installer) {
    return new PyType(name, new PyType[] {base}, true, installer);
  }

  /**
   * A builtin type standing for a class CPython writes in Python (fractions.Fraction): messages use
   * the bare name, as tp_name of a Python class, while __module__ and repr name the module.
   */
  public static PyType builtinInModule(String module, String name, PyType base, Consumer<PyType> installer) {
    PyType t = new PyType(name, new PyType[] {base}, true, installer);
    t.module = module;
    return t;
  }

  /** {@link #builtinInModule(String, String, PyType, Consumer)} with several bases. */
  public static PyType builtinInModule(String module, String name, PyType[] bases, Consumer<PyType> installer) {
    PyType t = new PyType(name, bases.clone(), true, installer);
    t.module = module;
    return t;
  }

  /** A builtin type with several bases (rare). */
  public static PyType builtin(String name, PyType[] bases, Consumer<PyType> installer) {
    return new PyType(name, bases.clone(), true, installer);
  }

  /**
   * A new class, as {@code type(name, bases, ns)} or a class statement creates it: computes the
   * C3 MRO (TypeError when inconsistent), copies the namespace, and applies the implicit rules
   * ({@code __hash__ = None} when {@code __eq__} is defined without {@code __hash__};
   * {@code __new__}/{@code __init_subclass__}/{@code __class_getitem__} made static/class methods).
   */
  public static PyType newClass(PyType metatype, String name, PyType[] bases, Map<String, PyObject> namespace) {
    PyType[] effectiveBases = bases.length == 0 ? new PyType[] {OBJECT} : bases.clone();
    for (PyType base : effectiveBases) {
      base.ensureInstalled();
      if (base.builtin && !base.isBaseType()) {
        throw Errors.typeError("type '" + base.name + "' is not an acceptable base type");
      }
    }
    PyType type = new PyType(name, effectiveBases, false, null);
    type.metatype = metatype;
    checkLayout(effectiveBases);
    for (Map.Entry<String, PyObject> e : namespace.entrySet()) {
      type.dict.put(e.getKey(), e.getValue());
    }
    PyObject module = namespace.get("__module__");
    if (module instanceof PyStr s) {
      type.module = s.value();
    }
    PyObject qual = namespace.get("__qualname__");
    if (qual instanceof PyStr s) {
      type.qualname = s.value();
      type.dict.remove("__qualname__");
    }
    if (type.dict.containsKey("__eq__") && !type.dict.containsKey("__hash__")) {
      type.dict.put("__hash__", PyNone.NONE);
    }
    PyObject newFn = type.dict.get("__new__");
    if (newFn != null && !(newFn instanceof PyStaticMethod)) {
      type.dict.put("__new__", new PyStaticMethod(newFn));
    }
    for (String implicitClassMethod : new String[] {"__init_subclass__", "__class_getitem__"}) {
      PyObject fn = type.dict.get(implicitClassMethod);
      if (fn != null && !(fn instanceof PyClassMethod)) {
        type.dict.put(implicitClassMethod, new PyClassMethod(fn));
      }
    }
    if (!type.dict.containsKey("__doc__")) {
      type.dict.put("__doc__", PyNone.NONE);
    }
    type.slotNames = computeSlots(type, namespace.get("__slots__"));
    for (int i = 1; i < type.mro.length; i++) {
      if (!type.mro[i].allSlots.isEmpty()) {
        type.allSlots = new java.util.HashSet<>(type.allSlots);
        type.allSlots.addAll(type.mro[i].allSlots);
      }
    }
    if (type.slotNames != null) {
      type.allSlots = new java.util.HashSet<>(type.allSlots);
      type.allSlots.addAll(type.slotNames);
    } else if (namespace.get("__slots__") != null) {
      java.util.Set<String> own = computeSlots(type, namespace.get("__slots__"), true);
      if (own != null) {
        type.allSlots = new java.util.HashSet<>(type.allSlots);
        type.allSlots.addAll(own);
      }
    }
    invalidateLookupCaches();
    return type;
  }

  /** The slot names of a class whose MRO (builtins aside) all declare __slots__ without __dict__; else null. */
  private static java.util.Set<String> computeSlots(PyType type, PyObject slots) {
    return computeSlots(type, slots, false);
  }

  private static java.util.Set<String> computeSlots(PyType type, PyObject slots, boolean ownOnly) {
    if (slots == null) {
      return null;
    }
    java.util.Set<String> names = new java.util.LinkedHashSet<>();
    if (slots instanceof PyStr s) {
      names.add(s.value());
    } else {
      PyObject it = Ops.iter(slots);
      for (PyObject item = Ops.next(it); item != null; item = Ops.next(it)) {
        if (!(item instanceof PyStr s)) {
          throw Errors.typeError("__slots__ items must be strings, not '" + item.type().name() + "'");
        }
        names.add(s.value());
      }
    }
    if (ownOnly) {
      names.remove("__dict__");
      return names;
    }
    if (names.contains("__dict__")) {
      return null;
    }
    for (int i = 1; i < type.mro.length; i++) {
      PyType base = type.mro[i];
      if (base.builtin) {
        continue;
      }
      if (base.slotNames == null) {
        return null;
      }
      names.addAll(base.slotNames);
    }
    return names;
  }

  /** False when instances have no __dict__ and {@code name} is not one of the class's __slots__. */
  public boolean allowsInstanceAttribute(String name) {
    return slotNames == null || slotNames.contains(name);
  }

  /** True when a class of the MRO declares __slots__ but instances still have a __dict__. */
  public boolean hasInheritedSlots() {
    return slotNames == null && !allSlots.isEmpty();
  }

  public boolean isSlotName(String name) {
    return allSlots.contains(name);
  }

  /** True when instances of this class have no __dict__ (__slots__ everywhere in the MRO). */
  public boolean hasSlotsOnly() {
    return slotNames != null;
  }

  /** Types whose instances are Java objects of another layout cannot be mixed as bases. */
  private static void checkLayout(PyType[] bases) {
    PyType solid = null;
    for (PyType base : bases) {
      PyType s = base.solidBase();
      if (solid == null || s.isSubtypeOf(solid)) {
        solid = s;
      } else if (!solid.isSubtypeOf(s)) {
        throw Errors.typeError("multiple bases have instance lay-out conflict");
      }
    }
  }

  /** The nearest builtin type in the MRO other than object: it decides the Java class of instances. */
  public PyType solidBase() {
    for (PyType t : mro) {
      if (t.builtin && !sharesExceptionLayout(t)) {
        return t;
      }
    }
    return OBJECT;
  }

  /**
   * Builtin exception types other than BaseException and BaseExceptionGroup add nothing to the
   * instance layout (all are PyBaseException), so e.g. class E(KeyError, ValueError) is allowed.
   */
  private static boolean sharesExceptionLayout(PyType t) {
    return t != ExceptionTypes.BASE_EXCEPTION && t != ExceptionTypes.BASE_EXCEPTION_GROUP
        && t.isSubtypeOf(ExceptionTypes.BASE_EXCEPTION);
  }

  /** Builtin types that may be subclassed (set by installers with {@link #markBaseType()}). */
  private boolean baseType;

  /** Marks a builtin type as subclassable; call from its installer. */
  public void markBaseType() {
    this.baseType = true;
  }

  boolean isBaseType() {
    return baseType || this == OBJECT || this == TYPE;
  }

  // ---------------------------------------------------------------- C3 linearisation

  private static PyType[] linearize(PyType type, PyType[] bases) {
    List<List<PyType>> sequences = new ArrayList<>();
    for (PyType base : bases) {
      sequences.add(new ArrayList<>(Arrays.asList(base.mro)));
    }
    sequences.add(new ArrayList<>(Arrays.asList(bases)));
    for (int i = 0; i < bases.length; i++) {
      for (int j = i + 1; j < bases.length; j++) {
        if (bases[i] == bases[j]) {
          throw Errors.typeError("duplicate base class " + bases[i].name);
        }
      }
    }
    List<PyType> result = new ArrayList<>();
    result.add(type);
    while (true) {
      sequences.removeIf(List::isEmpty);
      if (sequences.isEmpty()) {
        return result.toArray(new PyType[0]);
      }
      PyType candidate = null;
      for (List<PyType> seq : sequences) {
        PyType head = seq.get(0);
        boolean inTail = false;
        for (List<PyType> other : sequences) {
          if (other.indexOf(head) > 0) {
            inTail = true;
            break;
          }
        }
        if (!inTail) {
          candidate = head;
          break;
        }
      }
      if (candidate == null) {
        // CPython names the heads of the sequences left to merge, each once, in order
        List<PyType> heads = new ArrayList<>();
        for (List<PyType> seq : sequences) {
          if (!heads.contains(seq.get(0))) {
            heads.add(seq.get(0));
          }
        }
        StringBuilder names = new StringBuilder();
        for (PyType head : heads) {
          if (names.length() > 0) {
            names.append(", ");
          }
          names.append(head.name);
        }
        throw Errors.typeError("Cannot create a consistent method resolution\norder (MRO) for bases " + names);
      }
      result.add(candidate);
      for (List<PyType> seq : sequences) {
        if (!seq.isEmpty() && seq.get(0) == candidate) {
          seq.remove(0);
        }
      }
    }
  }

  // ---------------------------------------------------------------- lookups

  void ensureInstalled() {
    Consumer<PyType> pending = installer;
    if (pending != null) {
      synchronized (this) {
        if (installer != null) {
          installer.accept(this);
          installer = null;
        }
      }
    }
  }

  /** Finds an attribute along the MRO without invoking descriptors; null when absent. */
  public PyObject lookup(String attr) {
    LookupCache c = lookupCache;
    int v = GLOBAL_VERSION.get();
    if (c == null || c.version != v) {
      c = new LookupCache(v);
      lookupCache = c;
    }
    PyObject r = c.map.get(attr);
    if (r == null) {
      r = lookupUncached(attr);
      c.map.put(attr, r == null ? MISSING : r);
      return r;
    }
    return r == MISSING ? null : r;
  }

  /** {@link #dictItemFlags()} bits: the type's __getitem__ / __setitem__ is dict's own. */
  public static final int KEEPS_DICT_GETITEM = 1;
  public static final int KEEPS_DICT_SETITEM = 2;
  private static final int DICT_FLAGS_VALID = 4;

  /**
   * {@link #dictItemFlags()}'s answer and the {@link #lookupVersion()} it holds for, in one long
   * (version in the high half) so that a thread reading it while another writes sees one pair.
   */
  private volatile long dictItemCache;

  /**
   * Whether subscripting an instance of this type may take dict's own item methods directly
   * (KEEPS_DICT_GETITEM, KEEPS_DICT_SETITEM): d[k] on a defaultdict or Counter asks this on every
   * access, and one field read replaces two look-ups of the MRO.
   */
  public int dictItemFlags() {
    long c = dictItemCache;
    int v = GLOBAL_VERSION.get();
    if ((c & DICT_FLAGS_VALID) != 0 && (int) (c >>> 32) == v) {
      return (int) c & (KEEPS_DICT_GETITEM | KEEPS_DICT_SETITEM);
    }
    int flags = DICT_FLAGS_VALID;
    if (lookup("__getitem__") == PyDict.TYPE.lookup("__getitem__")) {
      flags |= KEEPS_DICT_GETITEM;
    }
    if (lookup("__setitem__") == PyDict.TYPE.lookup("__setitem__")) {
      flags |= KEEPS_DICT_SETITEM;
    }
    dictItemCache = (long) v << 32 | flags;
    return flags & (KEEPS_DICT_GETITEM | KEEPS_DICT_SETITEM);
  }

  /**
   * Bumped whenever any type's dict may change (class attribute set/delete, raw dict access):
   * every type's lookup cache is then discarded, since subclasses see their bases' entries.
   */
  private static final java.util.concurrent.atomic.AtomicInteger GLOBAL_VERSION =
      new java.util.concurrent.atomic.AtomicInteger();

  /** Changes whenever any type's look-up results may change (for caches kept outside types). */
  public static int lookupVersion() {
    return GLOBAL_VERSION.get();
  }

  /** Invalidates every type's lookup cache. */
  public static void invalidateLookupCaches() {
    GLOBAL_VERSION.incrementAndGet();
  }

  private static final PyObject MISSING = new PyObject() {
    @Override
    public PyType type() {
      return OBJECT;
    }
  };

  @NotWalked("a cache of what the MRO's dicts hold")
  private static final class LookupCache {
    final int version;
    final java.util.concurrent.ConcurrentHashMap<String, PyObject> map = new java.util.concurrent.ConcurrentHashMap<>();

    LookupCache(int version) {
      this.version = version;
    }
  }

  @NotWalked("a cache of what the MRO's dicts hold")
  private volatile LookupCache lookupCache;
  /**
   * The keys its instances' dicts share while they add the same attributes in the same order
   * (see {@link PyDict#forInstance}); only for classes made by a cell, which one thread uses.
   */
  PyDict instanceKeys;

  private PyObject lookupUncached(String attr) {
    for (PyType t : mro) {
      if (t.installer != null) {
        t.ensureInstalled();
      }
      PyObject v = t.dict.get(attr);
      if (v != null) {
        return v;
      }
    }
    return null;
  }

  /** This type's own dict entry (no MRO); null when absent. */
  public PyObject ownAttribute(String attr) {
    ensureInstalled();
    return dict.get(attr);
  }

  /** Own dict entry without triggering installation (for installers themselves). */
  PyObject ownAttributeRaw(String attr) {
    return dict.get(attr);
  }

  /** The live dict of this type. Builtin types must not be changed after installation. */
  public Map<String, PyObject> dict() {
    ensureInstalled();
    invalidateLookupCaches(); // callers may change it
    return dict;
  }

  public boolean isSubtypeOf(PyType other) {
    if (this == other || other == OBJECT) {
      return true;
    }
    for (PyType t : mro) {
      if (t == other) {
        return true;
      }
    }
    return false;
  }

  public String name() {
    return name;
  }

  public String qualname() {
    return qualname;
  }

  public String module() {
    return module;
  }

  public void setName(String name) {
    this.name = name;
  }

  public void setQualname(String qualname) {
    this.qualname = qualname;
  }

  public PyType[] bases() {
    return bases.clone();
  }

  public PyType[] mro() {
    return mro.clone();
  }

  /** Internal read of the MRO without copying; do not modify. */
  public PyType[] mroArray() {
    return mro;
  }

  public boolean isBuiltin() {
    return builtin;
  }

  @Override
  public PyType type() {
    return metatype == null ? TYPE : metatype;
  }

  /** Python's repr: {@code <class 'int'>} or {@code <class '__main__.Foo'>}. */
  public String repr() {
    if (module.equals("builtins")) {
      return "<class '" + qualname + "'>";
    }
    return "<class '" + module + "." + qualname + "'>";
  }

  @Override
  public String toString() {
    return repr();
  }

  // ---------------------------------------------------------------- mutation (user classes only)

  /** {@code cls.name = value}; builtin types refuse. */
  public void setAttribute(String attr, PyObject value) {
    if (builtin) {
      throw Errors.typeError("cannot set '" + attr + "' attribute of immutable type '" + name + "'");
    }
    switch (attr) {
      case "__name__" -> name = Ops.strValue(value, "can only assign string to " + name + ".__name__, not '"
          + value.type().name() + "'");
      case "__qualname__" -> qualname = Ops.strValue(value, "can only assign string to " + name
          + ".__qualname__, not '" + value.type().name() + "'");
      case "__module__" -> {
        if (value instanceof PyStr s) {
          module = s.value();
        }
        dict.put(attr, value);
      }
      default -> dict.put(attr, value);
    }
    invalidateLookupCaches();
  }

  /** {@code del cls.name}. */
  public void deleteAttribute(String attr) {
    if (builtin) {
      throw Errors.typeError("cannot delete '" + attr + "' attribute of immutable type '" + name + "'");
    }
    if (dict.remove(attr) == null) {
      throw Errors.attributeError("type object '" + name + "' has no attribute '" + attr + "'");
    }
    invalidateLookupCaches();
  }

  // ---------------------------------------------------------------- definition helpers for installers

  /** Defines a method (binds self; args[0] is self). */
  public void defineMethod(String attr, BuiltinBody body) {
    BuiltinBody b = ONE_OPERAND.contains(attr) ? operands(attr, body, 1)
        : NO_OPERAND.contains(attr) ? operands(attr, body, 0) : body;
    dict.put(attr, PyBuiltinFunction.method(name, attr, b));
    invalidateLookupCaches();
  }

  /** Slots of CPython's binary operators and comparisons: called directly, they take exactly one operand. */
  private static final java.util.Set<String> ONE_OPERAND = java.util.Set.of("__eq__", "__ne__", "__lt__",
      "__le__", "__gt__", "__ge__", "__contains__", "__add__", "__radd__", "__iadd__", "__sub__", "__rsub__",
      "__isub__", "__mul__", "__rmul__", "__imul__", "__truediv__", "__rtruediv__", "__itruediv__",
      "__floordiv__", "__rfloordiv__", "__ifloordiv__", "__mod__", "__rmod__", "__imod__", "__divmod__",
      "__rdivmod__", "__lshift__", "__rlshift__", "__ilshift__", "__rshift__", "__rrshift__", "__irshift__",
      "__and__", "__rand__", "__iand__", "__or__", "__ror__", "__ior__", "__xor__", "__rxor__", "__ixor__",
      "__matmul__", "__rmatmul__", "__imatmul__");

  /** Slots of CPython's unary operators and conversions: called directly, they take no operand. */
  private static final java.util.Set<String> NO_OPERAND = java.util.Set.of("__str__", "__repr__", "__len__",
      "__iter__", "__next__", "__neg__", "__pos__", "__abs__", "__invert__", "__bool__", "__hash__", "__index__",
      "__int__", "__float__");

  /**
   * {@code body} after CPython's check of a slot's operand count ({@code n} besides self): binary
   * bodies read {@code args[1]} unchecked, unary ones ignored extra arguments.
   */
  private BuiltinBody operands(String attr, BuiltinBody body, int n) {
    String typeName = name;
    return (args, kwnames) -> {
      if (args.length != n + 1 && (kwnames == null || kwnames.length == 0)) {
        throw args.length == 0
            ? Errors.typeError("descriptor '" + attr + "' of '" + typeName + "' object needs an argument")
            : Errors.typeError("expected " + n + " argument" + (n == 1 ? "" : "s") + ", got " + (args.length - 1));
      }
      return body.call(args, kwnames);
    };
  }

  /** Defines a method taking no argument but self: any other is CPython's TypeError ("str.upper() takes no arguments"). */
  public void defineNoArgMethod(String attr, Function<PyObject, PyObject> body) {
    defineMethod(attr, (args, kwnames) -> {
      if (args.length == 0) {
        throw Errors.typeError("unbound method " + name + "." + attr + "() needs an argument");
      }
      Args.exact(attr, args, kwnames, 1);
      return body.apply(args[0]);
    });
  }

  /** Defines a classmethod (args[0] is the class). */
  public void defineClassMethod(String attr, BuiltinBody body) {
    dict.put(attr, new PyClassMethod(PyBuiltinFunction.method(name, attr, body)));
    invalidateLookupCaches();
  }

  /** Defines a staticmethod, e.g. {@code __new__} (args[0] is the class for {@code __new__}). */
  public void defineStaticMethod(String attr, BuiltinBody body) {
    BuiltinBody b = body;
    if (attr.equals("__new__")) {
      // every __new__ receives the class first: called without one, it is CPython's TypeError
      String typeName = name;
      PyType self = this;
      b = (args, kwnames) -> {
        if (args.length - (kwnames == null ? 0 : kwnames.length) == 0) {
          throw Errors.typeError(typeName + ".__new__(): not enough arguments");
        }
        if (!(args[0] instanceof PyType cls)) {
          throw Errors.typeError(typeName + ".__new__(X): X is not a type object (" + args[0].type().name() + ")");
        }
        if (!cls.isSubtypeOf(self)) {
          throw Errors.typeError(typeName + ".__new__(" + cls.name() + "): " + cls.name() + " is not a subtype of "
              + typeName);
        }
        return body.call(args, kwnames);
      };
    }
    dict.put(attr, new PyStaticMethod(PyBuiltinFunction.function(attr, b)));
    invalidateLookupCaches();
  }

  /** Defines a read-only attribute computed from the instance. */
  public void defineGetter(String attr, Function<PyObject, PyObject> getter) {
    dict.put(attr, new PyGetSetDescriptor(attr, name, getter, null));
    invalidateLookupCaches();
  }

  /** Defines a read-write attribute. */
  public void defineProperty(String attr, Function<PyObject, PyObject> getter,
      java.util.function.BiConsumer<PyObject, PyObject> setter) {
    dict.put(attr, new PyGetSetDescriptor(attr, name, getter, setter));
    invalidateLookupCaches();
  }

  /** Defines a plain class attribute (a constant). */
  public void defineAttr(String attr, PyObject value) {
    dict.put(attr, value);
    invalidateLookupCaches();
  }

  // ---------------------------------------------------------------- calling a type

  @Override
  public PyObject call(PyObject[] args, String[] kwnames) {
    if (this == TYPE && args.length == 1 && (kwnames == null || kwnames.length == 0)) {
      return args[0].type();
    }
    if (metatype != null && metatype != TYPE) {
      PyObject customCall = metatype.lookup("__call__");
      if (customCall != null && customCall != TYPE.lookup("__call__")) {
        return Ops.callMethodDescriptor(customCall, this, args, kwnames);
      }
    }
    return instantiate(args, kwnames);
  }

  /** {@code type.__call__}: {@code __new__} then {@code __init__} when the result is an instance. */
  public PyObject instantiate(PyObject[] args, String[] kwnames) {
    PyObject newFn = lookup("__new__");
    PyObject[] newArgs = new PyObject[args.length + 1];
    newArgs[0] = this;
    System.arraycopy(args, 0, newArgs, 1, args.length);
    PyObject instance = Ops.unwrapStatic(newFn).call(newArgs, kwnames);
    if (!instance.type().isSubtypeOf(this)) {
      return instance;
    }
    PyObject init = instance.type().lookup("__init__");
    if (init != null) {
      PyObject result = Ops.callMethodDescriptor(init, instance, args, kwnames);
      if (result != PyNone.NONE) {
        throw Errors.typeError("__init__() should return None, not '" + result.type().name() + "'");
      }
    }
    return instance;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    if (builtin) {
      return; // shared by every execution and immutable: not a cell's data
    }
    v.visitAll(bases);
    v.visitAll(mro);
    v.visitAll(dict.values());
    v.visit(metatype);
    v.visit(instanceKeys);
  }

  @Override
  public long shallowSize() {
    return builtin ? 0 : 160 + 48L * dict.size();
  }
}
