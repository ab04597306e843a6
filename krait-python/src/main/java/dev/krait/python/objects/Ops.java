/*
 * The abstract object protocol: what the VM and the builtins do to objects whose type they
 * do not know: attribute access with descriptors, calls, operators with reflected operands,
 * comparison, hashing, truth, iteration, subscription. Each operation follows CPython's
 * algorithm through the type dicts; fast paths for exact builtin types may be added in front,
 * but they must give the same answer as the generic path.
 */
package dev.krait.python.objects;

import java.util.ArrayList;
import java.util.List;

/** Static protocol operations on Python objects. */
public final class Ops {
  private Ops() {}

  private static final String[] NO_KW = null;

  // ================================================================ attributes

  /** {@code getattr(obj, name)}; raises AttributeError. */
  public static PyObject getattr(PyObject obj, String name) {
    PyObject v = lookupAttribute(obj, name); // an AttributeError raised by a hook keeps its message
    if (v == null) {
      throw Errors.noAttribute(obj, name);
    }
    return v;
  }

  /** {@code getattr(obj, name, default)}: returns {@code dflt} when the attribute is missing (AttributeError). */
  public static PyObject getattrOrNull(PyObject obj, String name, PyObject dflt) {
    try {
      PyObject v = lookupAttribute(obj, name);
      return v == null ? dflt : v;
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.ATTRIBUTE_ERROR)) {
        return dflt;
      }
      throw e;
    }
  }

  /** The attribute, or null when absent (a {@code __getattr__} hook may still raise). */
  private static PyObject lookupAttribute(PyObject obj, String name) {
    if (obj instanceof PyType t) {
      return typeAttribute(t, name);
    }
    PyType tp = obj.type();
    PyObject getattribute = tp.lookup("__getattribute__");
    if (getattribute != null && getattribute != ObjectMethods.getattribute()) {
      try {
        return callMethodDescriptor(getattribute, obj, new PyObject[] {PyStr.of(name)}, NO_KW);
      } catch (PyError e) {
        if (!e.matches(ExceptionTypes.ATTRIBUTE_ERROR)) {
          throw e;
        }
        PyObject hook = tp.lookup("__getattr__");
        if (hook == null) {
          throw e;
        }
        return callMethodDescriptor(hook, obj, new PyObject[] {PyStr.of(name)}, NO_KW);
      }
    }
    PyObject v = genericGetattr(obj, name);
    if (v != null) {
      return v;
    }
    PyObject hook = tp.lookup("__getattr__");
    if (hook != null) {
      return callMethodDescriptor(hook, obj, new PyObject[] {PyStr.of(name)}, NO_KW);
    }
    return null;
  }

  /** {@code object.__getattribute__}: data descriptors, then the instance dict, then other class attributes. */
  public static PyObject genericGetattr(PyObject obj, String name) {
    PyType tp = obj.type();
    PyObject descr = tp.lookup(name);
    if (descr != null) {
      if (descr instanceof Descriptor d) {
        if (d.isData()) {
          return d.get(obj, tp);
        }
      } else if (isUserDataDescriptor(descr)) {
        return callMethodDescriptor(descr.type().lookup("__get__"), descr, new PyObject[] {obj, tp}, NO_KW);
      }
    }
    PyDict dict = obj.instanceDict();
    if (dict != null) {
      PyObject v = dict.getStrOrNull(name);
      if (v != null) {
        return v;
      }
    }
    if (descr != null) {
      return bindDescriptor(descr, obj, tp);
    }
    return null;
  }

  private static boolean isUserDataDescriptor(PyObject descr) {
    PyType dt = descr.type();
    return !dt.isBuiltin() && dt.lookup("__get__") != null
        && (dt.lookup("__set__") != null || dt.lookup("__delete__") != null);
  }

  /** Applies {@code __get__} of a class attribute found for {@code instance} (null when looked up on the class). */
  public static PyObject bindDescriptor(PyObject descr, PyObject instance, PyType owner) {
    if (descr instanceof Descriptor d) {
      return d.get(instance, owner);
    }
    PyType dt = descr.type();
    if (dt.isBuiltin()) {
      return descr;
    }
    PyObject get = dt.lookup("__get__");
    if (get == null) {
      return descr;
    }
    return callMethodDescriptor(get, descr, new PyObject[] {instance == null ? PyNone.NONE : instance, owner},
        NO_KW);
  }

  /** Attribute lookup on a class: metatype data descriptors, then the class MRO (binding with instance=None). */
  public static PyObject typeAttribute(PyType t, String name) {
    PyType meta = t.type();
    PyObject metaDescr = meta.lookup(name);
    if (metaDescr instanceof Descriptor d && d.isData()) {
      return d.get(t, meta);
    }
    PyObject v = t.lookup(name);
    if (v != null) {
      return bindDescriptor(v, null, t);
    }
    if (metaDescr != null) {
      return bindDescriptor(metaDescr, t, meta);
    }
    if (meta != PyType.TYPE) {
      PyObject hook = meta.lookup("__getattr__");
      if (hook != null) {
        return callMethodDescriptor(hook, t, new PyObject[] {PyStr.of(name)}, NO_KW);
      }
    }
    return null;
  }

  /** {@code setattr(obj, name, value)}. */
  public static void setattr(PyObject obj, String name, PyObject value) {
    if (obj instanceof PyType t) {
      // a metaclass overriding __setattr__ (enum.EnumType refuses to rebind members) is honoured
      PyType meta = t.type();
      if (meta != PyType.TYPE) {
        PyObject hook = meta.lookup("__setattr__");
        if (hook != null && hook != ObjectMethods.setattr()) {
          callMethodDescriptor(hook, t, new PyObject[] {PyStr.of(name), value}, NO_KW);
          return;
        }
      }
      typeSetattr(t, name, value);
      return;
    }
    PyType tp = obj.type();
    PyObject setattrHook = tp.lookup("__setattr__");
    if (setattrHook != null && setattrHook != ObjectMethods.setattr()) {
      callMethodDescriptor(setattrHook, obj, new PyObject[] {PyStr.of(name), value}, NO_KW);
      return;
    }
    genericSetattr(obj, name, value);
  }

  /** {@code type.__setattr__}: a data descriptor of the metaclass, else the class dict. */
  public static void typeSetattr(PyType t, String name, PyObject value) {
    PyObject metaDescr = t.type().lookup(name);
    if (metaDescr instanceof Descriptor d && d.isData() && !t.isBuiltin()) {
      d.set(t, value);
      return;
    }
    t.setAttribute(name, value);
  }

  /** {@code object.__setattr__}. */
  public static void genericSetattr(PyObject obj, String name, PyObject value) {
    PyType tp = obj.type();
    PyObject descr = tp.lookup(name);
    if (descr instanceof Descriptor d) {
      if (d.isData()) {
        d.set(obj, value);
        return;
      }
    } else if (descr != null && !descr.type().isBuiltin() && descr.type().lookup("__set__") != null) {
      callMethodDescriptor(descr.type().lookup("__set__"), descr, new PyObject[] {obj, value}, NO_KW);
      return;
    }
    PyDict dict = obj.instanceDict();
    if (dict == null) {
      if (descr != null) {
        throw Errors.attributeError("'" + tp.name() + "' object attribute '" + name + "' is read-only");
      }
      throw Errors.noAttribute(obj, name);
    }
    if (!tp.allowsInstanceAttribute(name)) {
      throw Errors.noAttribute(obj, name);
    }
    dict.setItem(PyStr.of(name), value);
  }

  /** {@code delattr(obj, name)}. */
  public static void delattr(PyObject obj, String name) {
    if (obj instanceof PyType t) {
      PyType meta = t.type();
      if (meta != PyType.TYPE) {
        PyObject hook = meta.lookup("__delattr__");
        if (hook != null && hook != ObjectMethods.delattr()) {
          callMethodDescriptor(hook, t, new PyObject[] {PyStr.of(name)}, NO_KW);
          return;
        }
      }
      t.deleteAttribute(name);
      return;
    }
    PyType tp = obj.type();
    PyObject hook = tp.lookup("__delattr__");
    if (hook != null && hook != ObjectMethods.delattr()) {
      callMethodDescriptor(hook, obj, new PyObject[] {PyStr.of(name)}, NO_KW);
      return;
    }
    genericDelattr(obj, name);
  }

  /** {@code object.__delattr__}. */
  public static void genericDelattr(PyObject obj, String name) {
    PyType tp = obj.type();
    PyObject descr = tp.lookup(name);
    if (descr instanceof Descriptor d && d.isData()) {
      d.delete(obj);
      return;
    }
    if (descr != null && !(descr instanceof Descriptor) && !descr.type().isBuiltin()
        && descr.type().lookup("__delete__") != null) {
      callMethodDescriptor(descr.type().lookup("__delete__"), descr, new PyObject[] {obj}, NO_KW);
      return;
    }
    PyDict dict = obj.instanceDict();
    if (dict == null || dict.getItemOrNull(PyStr.of(name)) == null) {
      throw Errors.noAttribute(obj, name);
    }
    dict.delItem(PyStr.of(name));
  }

  public static boolean hasattr(PyObject obj, String name) {
    return getattrOrNull(obj, name, null) != null;
  }

  // ================================================================ calls

  /** Calls with positional arguments only. */
  public static PyObject call(PyObject callable, PyObject... args) {
    return callable.call(args, NO_KW);
  }

  /** Calls with vectorcall-shaped arguments. */
  public static PyObject callKw(PyObject callable, PyObject[] args, String[] kwnames) {
    return callable.call(args, kwnames);
  }

  /**
   * Calls a class attribute found for {@code self} as a method, without allocating a bound
   * method for functions: {@code descr(self, *args)}.
   */
  public static PyObject callMethodDescriptor(PyObject descr, PyObject self, PyObject[] args, String[] kwnames) {
    if (descr instanceof PyBuiltinFunction bf && bf.isMethod() || isPlainFunction(descr)) {
      PyObject[] full = new PyObject[args.length + 1];
      full[0] = self;
      System.arraycopy(args, 0, full, 1, args.length);
      return descr.call(full, kwnames);
    }
    PyObject bound = bindDescriptor(descr, self, self.type());
    return bound.call(args, kwnames);
  }

  /** True for Python functions (they bind like methods). Set by the VM at start-up. */
  private static boolean isPlainFunction(PyObject o) {
    return o.type() == functionType;
  }

  private static volatile PyType functionType;

  /** Registers the VM's function type so method calls on it avoid bound-method allocation. */
  public static void registerFunctionType(PyType type) {
    functionType = type;
  }

  /** Calls the special method {@code name} looked up on the type (not the instance); null when the type lacks it. */
  public static PyObject callSpecial(PyObject self, String name, PyObject... args) {
    PyObject descr = self.type().lookup(name);
    if (descr == null || descr == PyNone.NONE) {
      return null;
    }
    return callMethodDescriptor(descr, self, args, NO_KW);
  }

  /** A staticmethod's function, or the object itself. */
  public static PyObject unwrapStatic(PyObject o) {
    return o instanceof PyStaticMethod s ? s.function() : o;
  }

  // ================================================================ str / repr

  /** {@code repr(obj)} as a Java string. */
  public static String repr(PyObject obj) {
    return reprObject(obj).value();
  }

  /** {@code repr(obj)}. */
  public static PyStr reprObject(PyObject obj) {
    PyObject r = callSpecial(obj, "__repr__");
    if (r instanceof PyStr s) {
      return s;
    }
    if (r == null) {
      return PyStr.of("<" + obj.type().name() + " object>");
    }
    throw Errors.typeError("__repr__ returned non-string (type " + r.type().name() + ")");
  }

  /** {@code str(obj)} as a Java string. */
  public static String str(PyObject obj) {
    if (obj instanceof PyStr s && obj.type() == PyStr.TYPE) {
      return s.value();
    }
    return strObject(obj).value();
  }

  /** {@code str(obj)}. */
  public static PyStr strObject(PyObject obj) {
    PyStr plain = plainText(obj);
    if (plain != null) {
      return plain;
    }
    PyObject r = callSpecial(obj, "__str__");
    if (r instanceof PyStr s) {
      return s;
    }
    if (r == null) {
      return reprObject(obj);
    }
    throw Errors.typeError("__str__ returned non-string (type " + r.type().name() + ")");
  }

  /**
   * str(obj) of an exact str, int or float (builtin types, so their __str__ cannot change), made
   * without the method calls; null for anything else.
   */
  private static PyStr plainText(PyObject obj) {
    PyType t = obj.type();
    if (t == PyStr.TYPE) {
      return (PyStr) obj;
    }
    if (t == PyInt.TYPE) {
      return PyStr.of(((PyInt) obj).toDecimalString());
    }
    if (t == PyFloat.TYPE) {
      return PyStr.of(PyFloat.reprOf(((PyFloat) obj).value()));
    }
    return null;
  }

  /** The Java string of a str object, or a TypeError with {@code message}. */
  public static String strValue(PyObject obj, String message) {
    if (obj instanceof PyStr s) {
      return s.value();
    }
    throw Errors.typeError(message);
  }

  /** {@code format(obj, spec)}. */
  public static PyStr format(PyObject obj, String spec) {
    if (spec.isEmpty()) {
      PyStr plain = plainText(obj);
      if (plain != null) {
        return plain; // format(x, '') is str(x) for these (f"{i}")
      }
    }
    PyObject r = callSpecial(obj, "__format__", PyStr.of(spec));
    if (r instanceof PyStr s) {
      return s;
    }
    throw Errors.typeError("__format__ must return a str, not " + (r == null ? "NoneType" : r.type().name()));
  }

  // ================================================================ truth, length, hash

  /** {@code bool(obj)}. */
  public static boolean truthy(PyObject obj) {
    if (obj == PyBool.TRUE) {
      return true;
    }
    if (obj == PyBool.FALSE || obj == PyNone.NONE) {
      return false;
    }
    PyType tp = obj.type();
    PyObject boolMethod = tp.lookup("__bool__");
    if (boolMethod != null) {
      PyObject r = callMethodDescriptor(boolMethod, obj, new PyObject[0], NO_KW);
      if (r instanceof PyBool b) {
        return b == PyBool.TRUE;
      }
      throw Errors.typeError("__bool__ should return bool, returned " + r.type().name());
    }
    PyObject lenMethod = tp.lookup("__len__");
    if (lenMethod != null) {
      return len(obj) != 0;
    }
    return true;
  }

  /** {@code len(obj)}. */
  public static long len(PyObject obj) {
    PyObject r = callSpecial(obj, "__len__");
    if (r == null) {
      throw Errors.typeError("object of type '" + obj.type().name() + "' has no len()");
    }
    if (!(r instanceof PyInt i)) {
      throw Errors.typeError("'" + r.type().name() + "' object cannot be interpreted as an integer");
    }
    if (i.signum() < 0) {
      throw Errors.valueError("__len__() should return >= 0");
    }
    if (!i.fitsLong()) {
      throw Errors.overflow("cannot fit 'int' into an index-sized integer");
    }
    return i.longValue();
  }

  /** {@code hash(obj)}. */
  public static long hash(PyObject obj) {
    PyObject method = obj.type().lookup("__hash__");
    if (method == null || method == PyNone.NONE) {
      throw Errors.unhashable(obj);
    }
    PyObject r = callMethodDescriptor(method, obj, new PyObject[0], NO_KW);
    if (!(r instanceof PyInt i)) {
      throw Errors.typeError("__hash__ method should return an integer");
    }
    // CPython keeps a returned hash that fits in a machine word (except -1, reserved for errors)
    // and re-hashes only bigger ones.
    if (i.fitsLong()) {
      long v = i.longValue();
      return v == -1 ? -2 : v;
    }
    return i.hashValue();
  }

  // ================================================================ comparison

  /** Rich comparison operators, with their dunders and reflections. */
  public enum Compare {
    LT("__lt__", "__gt__", "<"), LE("__le__", "__ge__", "<="), EQ("__eq__", "__eq__", "=="),
    NE("__ne__", "__ne__", "!="), GT("__gt__", "__lt__", ">"), GE("__ge__", "__le__", ">=");

    final String dunder;
    final String reflected;
    final String symbol;

    Compare(String dunder, String reflected, String symbol) {
      this.dunder = dunder;
      this.reflected = reflected;
      this.symbol = symbol;
    }

    public String symbol() {
      return symbol;
    }
  }

  /** {@code a OP b} as an object (usually a bool). */
  public static PyObject richCompare(PyObject a, PyObject b, Compare op) {
    PyType ta = a.type();
    PyType tb = b.type();
    boolean checkedReflected = false;
    if (ta != tb && tb.isSubtypeOf(ta)) {
      PyObject m = tb.lookup(op.reflected);
      if (m != null && m != PyNone.NONE) {
        checkedReflected = true;
        PyObject r = callMethodDescriptor(m, b, new PyObject[] {a}, NO_KW);
        if (r != PyNotImplemented.NOT_IMPLEMENTED) {
          return r;
        }
      }
    }
    PyObject m = ta.lookup(op.dunder);
    if (m != null && m != PyNone.NONE) {
      PyObject r = callMethodDescriptor(m, a, new PyObject[] {b}, NO_KW);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
    }
    if (!checkedReflected) {
      PyObject rm = tb.lookup(op.reflected);
      if (rm != null && rm != PyNone.NONE) {
        PyObject r = callMethodDescriptor(rm, b, new PyObject[] {a}, NO_KW);
        if (r != PyNotImplemented.NOT_IMPLEMENTED) {
          return r;
        }
      }
    }
    return switch (op) {
      case EQ -> PyBool.of(a == b);
      case NE -> PyBool.of(a != b);
      default -> throw Errors.typeError("'" + op.symbol + "' not supported between instances of '" + ta.name()
          + "' and '" + tb.name() + "'");
    };
  }

  /** {@code a == b} as a Java boolean, with the identity shortcut containers use. */
  public static boolean eq(PyObject a, PyObject b) {
    if (a == b) {
      return true;
    }
    return truthy(richCompare(a, b, Compare.EQ));
  }

  /** {@code a < b} as a Java boolean (sorting, min, max). */
  public static boolean lt(PyObject a, PyObject b) {
    return truthy(richCompare(a, b, Compare.LT));
  }

  // ================================================================ arithmetic

  /** Binary operators with their dunders. */
  public enum Binary {
    ADD("__add__", "__radd__", "__iadd__", "+"), SUB("__sub__", "__rsub__", "__isub__", "-"),
    MUL("__mul__", "__rmul__", "__imul__", "*"), MATMUL("__matmul__", "__rmatmul__", "__imatmul__", "@"),
    TRUEDIV("__truediv__", "__rtruediv__", "__itruediv__", "/"),
    FLOORDIV("__floordiv__", "__rfloordiv__", "__ifloordiv__", "//"), MOD("__mod__", "__rmod__", "__imod__", "%"),
    POW("__pow__", "__rpow__", "__ipow__", "**"), LSHIFT("__lshift__", "__rlshift__", "__ilshift__", "<<"),
    RSHIFT("__rshift__", "__rrshift__", "__irshift__", ">>"), AND("__and__", "__rand__", "__iand__", "&"),
    OR("__or__", "__ror__", "__ior__", "|"), XOR("__xor__", "__rxor__", "__ixor__", "^");

    final String dunder;
    final String reflected;
    final String inplace;
    final String symbol;

    Binary(String dunder, String reflected, String inplace, String symbol) {
      this.dunder = dunder;
      this.reflected = reflected;
      this.inplace = inplace;
      this.symbol = symbol;
    }

    public String dunder() {
      return dunder;
    }

    public String symbol() {
      return symbol;
    }
  }

  /** {@code a OP b}. */
  public static PyObject binary(PyObject a, PyObject b, Binary op) {
    PyObject r = exactIntSum(a, b, op);
    if (r != null) {
      return r;
    }
    r = binaryOrNotImplemented(a, b, op);
    if (r == PyNotImplemented.NOT_IMPLEMENTED) {
      if (op == Binary.POW) {
        throw Errors.typeError("unsupported operand type(s) for ** or pow(): '" + a.type().name() + "' and '"
            + b.type().name() + "'");
      }
      throw Errors.unsupportedOperands(op.symbol, a, b);
    }
    return r;
  }

  /**
   * {@code a + b} or {@code a - b} of two exact ints (what int.__add__/__sub__ answer, since
   * builtin types cannot change), or null: the counting builtins (Counter, sum, defaultdict(int)
   * updates done in Java) skip the method lookup and argument array.
   */
  private static PyObject exactIntSum(PyObject a, PyObject b, Binary op) {
    if (a.type() != PyInt.TYPE || b.type() != PyInt.TYPE) {
      return null;
    }
    if (op == Binary.ADD) {
      return PyInt.add((PyInt) a, (PyInt) b);
    }
    return op == Binary.SUB ? PyInt.sub((PyInt) a, (PyInt) b) : null;
  }

  private static PyObject binaryOrNotImplemented(PyObject a, PyObject b, Binary op) {
    PyType ta = a.type();
    PyType tb = b.type();
    PyObject fa = ta.lookup(op.dunder);
    PyObject fb = ta == tb ? null : tb.lookup(op.reflected);
    if (fb != null && tb.isSubtypeOf(ta) && fb != ta.lookup(op.reflected)) {
      PyObject r = callMethodDescriptor(fb, b, new PyObject[] {a}, NO_KW);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
      fb = null;
    }
    if (fa != null && fa != PyNone.NONE) {
      PyObject r = callMethodDescriptor(fa, a, new PyObject[] {b}, NO_KW);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
    }
    if (fb != null && fb != PyNone.NONE) {
      return callMethodDescriptor(fb, b, new PyObject[] {a}, NO_KW);
    }
    return PyNotImplemented.NOT_IMPLEMENTED;
  }

  /** {@code a OP= b}: {@code __iop__} first, then the binary operator. */
  public static PyObject inplace(PyObject a, PyObject b, Binary op) {
    PyObject sum = exactIntSum(a, b, op);
    if (sum != null) {
      return sum; // int has no __iadd__/__isub__: the binary operator answers
    }
    PyObject fi = a.type().lookup(op.inplace);
    if (fi != null && fi != PyNone.NONE) {
      PyObject r = callMethodDescriptor(fi, a, new PyObject[] {b}, NO_KW);
      if (r != PyNotImplemented.NOT_IMPLEMENTED) {
        return r;
      }
    }
    PyObject r = binaryOrNotImplemented(a, b, op);
    if (r == PyNotImplemented.NOT_IMPLEMENTED) {
      if (op == Binary.POW) {
        throw Errors.typeError("unsupported operand type(s) for **=: '" + a.type().name() + "' and '"
            + b.type().name() + "'");
      }
      throw Errors.unsupportedOperands(op.symbol + "=", a, b);
    }
    return r;
  }

  /** {@code -a}. */
  public static PyObject neg(PyObject a) {
    return unary(a, "__neg__", "unary -");
  }

  /** {@code +a}. */
  public static PyObject pos(PyObject a) {
    return unary(a, "__pos__", "unary +");
  }

  /** {@code ~a}. */
  public static PyObject invert(PyObject a) {
    return unary(a, "__invert__", "unary ~");
  }

  private static PyObject unary(PyObject a, String dunder, String symbol) {
    PyObject r = callSpecial(a, dunder);
    if (r == null) {
      throw Errors.typeError("bad operand type for " + symbol + ": '" + a.type().name() + "'");
    }
    return r;
  }

  /** {@code operator.index(obj)}: the int value of an object usable as an index. */
  public static PyInt index(PyObject obj) {
    if (obj instanceof PyInt i) {
      return i;
    }
    PyObject r = callSpecial(obj, "__index__");
    if (r == null) {
      throw Errors.typeError("'" + obj.type().name() + "' object cannot be interpreted as an integer");
    }
    if (!(r instanceof PyInt i)) {
      throw Errors.typeError("__index__ returned non-int (type " + r.type().name() + ")");
    }
    return i;
  }

  // ================================================================ iteration

  /** {@code iter(obj)}. */
  public static PyObject iter(PyObject obj) {
    PyObject method = obj.type().lookup("__iter__");
    if (method != null && method != PyNone.NONE) {
      PyObject it = callMethodDescriptor(method, obj, new PyObject[0], NO_KW);
      if (it.type().lookup("__next__") == null) {
        throw Errors.typeError("iter() returned non-iterator of type '" + it.type().name() + "'");
      }
      return it;
    }
    if (method == null && obj.type().lookup("__getitem__") != null) {
      return new SequenceIterator(obj);
    }
    throw Errors.typeError("'" + obj.type().name() + "' object is not iterable");
  }

  /** {@code next(it)} returning null when exhausted instead of raising StopIteration. */
  public static PyObject next(PyObject iterator) {
    if (iterator instanceof PyIterator it) {
      return it.nextOrNull();
    }
    if (iterator instanceof dev.krait.python.vm.PyGenerator g && g.type() == dev.krait.python.vm.PyGenerator.GENERATOR_TYPE) {
      return g.nextOrNull(); // generator.__next__ without the lookup, and no StopIteration at the end
    }
    PyObject method = iterator.type().lookup("__next__");
    if (method == null) {
      throw Errors.typeError("'" + iterator.type().name() + "' object is not an iterator");
    }
    try {
      return callMethodDescriptor(method, iterator, new PyObject[0], NO_KW);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.STOP_ITERATION)) {
        return null;
      }
      throw e;
    }
  }

  /** All items of an iterable, as an array (budgeted by the caller's meter through the list it builds). */
  public static PyObject[] toArray(PyObject iterable) {
    if (iterable instanceof PyTuple t && t.type() == PyTuple.TYPE) {
      return t.toArray();
    }
    if (iterable instanceof PyList l && l.type() == PyList.TYPE) {
      return l.toArray();
    }
    // Metered: ticks per item, and the growing buffer is charged and bounded by the memory limit.
    return Containers.collect(iterable);
  }

  /** Iterates old-style over {@code __getitem__} with 0, 1, 2... until IndexError. */
  static final class SequenceIterator extends PyIterator {
    static final PyType TYPE = PyType.builtin("iterator", PyType.OBJECT, PyIterator::installIteratorProtocol);
    private PyObject seq;
    private long index;

    SequenceIterator(PyObject seq) {
      this.seq = seq;
    }

    @Override
    public PyType type() {
      return TYPE;
    }

    @Override
    public PyObject nextOrNull() {
      if (seq == null) {
        return null;
      }
      try {
        return getitem(seq, PyInt.of(index++));
      } catch (PyError e) {
        if (e.matches(ExceptionTypes.INDEX_ERROR) || e.matches(ExceptionTypes.STOP_ITERATION)) {
          seq = null;
          return null;
        }
        throw e;
      }
    }

    @Override
    public void forEachReference(ReferenceVisitor v) {
      v.visit(seq);
    }
  }

  // ================================================================ subscription

  /** {@code obj[key]}. */
  public static PyObject getitem(PyObject obj, PyObject key) {
    if (obj instanceof PyDict d && keepsDictMethod(d, PyType.KEEPS_DICT_GETITEM)) {
      return d.getItem(key); // dict.__getitem__ itself, __missing__ included (defaultdict, Counter)
    }
    // the exact sequences answer with their own __getitem__ (slices too), without the look-up and argument array
    if (obj.getClass() == PyStr.class) {
      return ((PyStr) obj).getItem(key);
    }
    if (obj instanceof PyList l && l.type() == PyList.TYPE) {
      return l.getItem(key);
    }
    if (obj instanceof PyTuple t && t.type() == PyTuple.TYPE) {
      return t.getItem(key);
    }
    if (obj instanceof PyType t) {
      PyObject cg = t.lookup("__class_getitem__");
      if (cg != null) {
        return bindDescriptor(cg, null, t).call(new PyObject[] {key}, NO_KW);
      }
      if (t.type().lookup("__getitem__") == null) {
        throw Errors.typeError("type '" + t.name() + "' is not subscriptable");
      }
    }
    PyObject r = callSpecial(obj, "__getitem__", key);
    if (r == null) {
      throw Errors.typeError("'" + obj.type().name() + "' object is not subscriptable");
    }
    return r;
  }

  /** Whether {@code d}'s type answers {@code name} with dict's own method (a dict, or a subclass not overriding it). */
  private static boolean keepsDictMethod(PyDict d, int flag) {
    PyType t = d.type();
    return t == PyDict.TYPE || (t.dictItemFlags() & flag) != 0;
  }

  /** {@code obj[key] = value}. */
  public static void setitem(PyObject obj, PyObject key, PyObject value) {
    if (obj instanceof PyDict d && keepsDictMethod(d, PyType.KEEPS_DICT_SETITEM)) {
      d.setItem(key, value);
      return;
    }
    if (callSpecial(obj, "__setitem__", key, value) == null) {
      throw Errors.typeError("'" + obj.type().name() + "' object does not support item assignment");
    }
  }

  /** {@code del obj[key]}. */
  public static void delitem(PyObject obj, PyObject key) {
    if (callSpecial(obj, "__delitem__", key) == null) {
      throw Errors.typeError("'" + obj.type().name() + "' object doesn't support item deletion");
    }
  }

  /** {@code item in container}. */
  public static boolean contains(PyObject container, PyObject item) {
    int fast = containsExact(container, item);
    if (fast >= 0) {
      return fast == 1;
    }
    PyObject method = container.type().lookup("__contains__");
    if (method != null && method != PyNone.NONE) {
      return truthy(callMethodDescriptor(method, container, new PyObject[] {item}, NO_KW));
    }
    PyObject it;
    try {
      it = iter(container);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.TYPE_ERROR)) {
        throw Errors.typeError("argument of type '" + container.type().name() + "' is not iterable");
      }
      throw e;
    }
    for (PyObject v = next(it); v != null; v = next(it)) {
      if (eq(v, item)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code item in container} for the exact builtin containers, whose __contains__ cannot change:
   * what their __contains__ does, without its look-up, argument array and bool (it was most of
   * the cost of {@code k in d}). 1 or 0 for the answer, -1 when the general path must decide.
   */
  private static int containsExact(PyObject container, PyObject item) {
    PyType t = container.type();
    boolean found;
    if (t == PyDict.TYPE) {
      found = ((PyDict) container).getItemOrNull(item) != null;
    } else if (t == PySet.TYPE || t == PySet.FROZEN_TYPE) {
      found = ((PySet) container).contains(item);
    } else if (t == PyStr.TYPE && item instanceof PyStr sub) {
      String s = ((PyStr) container).value();
      dev.krait.python.vm.ResourceMeter.current().tick(s.length());
      found = Search.contains(s, sub.value());
    } else if (t == PyList.TYPE) {
      found = ((PyList) container).contains(item);
    } else if (t == PyTuple.TYPE) {
      found = ((PyTuple) container).contains(item);
    } else {
      return -1;
    }
    return found ? 1 : 0;
  }

  // ================================================================ types

  /** {@code isinstance(obj, cls)} for a single class (tuples and __instancecheck__ are handled by the builtin). */
  public static boolean isInstance(PyObject obj, PyType cls) {
    return obj.type().isSubtypeOf(cls);
  }
}
