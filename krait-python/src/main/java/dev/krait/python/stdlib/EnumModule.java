/*
 * The enum module: EnumType is a builtin metaclass (a subclass of type) whose __new__ turns
 * the plain attributes of a class body into members (instances of the class, made with the
 * mixed-in data type's __new__ when there is one), and whose __call__/__getitem__/__iter__/
 * __len__/__contains__ implement lookup by value and by name. Enum, ReprEnum, IntEnum, StrEnum,
 * Flag and IntFlag are created per execution as instances of EnumType with Java methods. Also
 * auto, unique, member/nonmember, verify and the functional API Enum('Name', 'A B C').
 *
 * Rebinding or deleting a member is refused by EnumType.__setattr__/__delattr__ (Ops consults a
 * metaclass's __setattr__ when an attribute of a class is set).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.BuiltinBody;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBuiltinFunction;
import dev.krait.python.objects.PyClassMethod;
import dev.krait.python.objects.PyDict;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyGetSetDescriptor;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyMappingProxy;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStaticMethod;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/** {@code enum}. */
public final class EnumModule {
  private EnumModule() {}

  /** {@code enum.EnumType} (alias EnumMeta): shared, stateless. */
  public static final PyType ENUM_TYPE = PyType.builtin("EnumType", PyType.TYPE, EnumModule::installMeta);

  /** {@code enum.auto}. */
  static final PyType AUTO_TYPE = PyType.builtin("auto", PyType.OBJECT, t -> {
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.exact("auto", a, k, 1);
      return new Auto();
    });
    t.defineProperty("value", o -> ((Auto) o).value == null ? PyStr.of("<_auto_null>") : ((Auto) o).value,
        (o, v) -> ((Auto) o).value = v);
    t.defineMethod("__repr__", (a, k) -> PyStr.of("auto(" + (((Auto) a[0]).value == null ? "<_auto_null>"
        : Ops.repr(((Auto) a[0]).value)) + ")"));
  });

  /** {@code enum.member(v)} / {@code enum.nonmember(v)} wrappers. */
  static final PyType MEMBER_TYPE = PyType.builtin("member", PyType.OBJECT, t -> {
    t.defineGetter("value", o -> ((Wrapper) o).value);
  });
  static final PyType NONMEMBER_TYPE = PyType.builtin("nonmember", PyType.OBJECT, t -> {
    t.defineGetter("value", o -> ((Wrapper) o).value);
  });

  static final class Auto extends PyObject {
    PyObject value;

    @Override
    public PyType type() {
      return AUTO_TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(value);
    }
  }

  static final class Wrapper extends PyObject {
    final PyObject value;
    final boolean member;

    Wrapper(PyObject value, boolean member) {
      this.value = value;
      this.member = member;
    }

    @Override
    public PyType type() {
      return member ? MEMBER_TYPE : NONMEMBER_TYPE;
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      v.visit(value);
    }
  }

  /**
   * The class-body namespace returned by {@code EnumType.__prepare__}: like CPython's _EnumDict it
   * refuses to redefine a member and resolves {@code auto()} as soon as it is assigned (so
   * {@code WHITE = RED | GREEN} works on the generated values).
   */
  static final PyType ENUM_DICT = PyType.builtin("_EnumDict", PyDict.TYPE, t -> {
    t.defineMethod("__setitem__", (a, k) -> {
      Args.exact("__setitem__", a, k, 3);
      ((EnumDict) a[0]).put(a[1], a[2]);
      return PyNone.NONE;
    });
  });

  static final class EnumDict extends PyDict {
    final List<String> memberNames = new ArrayList<>();
    final PyList lastValues = new PyList();
    final List<String> ignore = new ArrayList<>();
    PyObject gnv;

    @Override
    public PyType type() {
      return ENUM_DICT;
    }

    void put(PyObject key, PyObject value) {
      String n = key instanceof PyStr ks ? ks.value() : "";
      if (isSunder(n)) {
        if (n.equals("_generate_next_value_")) {
          if (!memberNames.isEmpty()) {
            throw Errors.typeError("_generate_next_value_ must be defined before members");
          }
          gnv = Ops.unwrapStatic(value);
        } else if (n.equals("_ignore_")) {
          if (value instanceof PyStr s) {
            for (String x : s.value().replace(',', ' ').trim().split("\\s+")) {
              ignore.add(x);
            }
          } else {
            for (PyObject x : Ops.toArray(value)) {
              ignore.add(Ops.str(x));
            }
          }
        }
      } else if (isDunder(n)) {
        // plain class attribute
      } else if (memberNames.contains(n)) {
        throw Errors.typeError(Ops.repr(key) + " already defined as " + Ops.repr(getItemOrNull(key)));
      } else if (ignore.contains(n) || value instanceof Wrapper || isDescriptor(value)) {
        // not a member (member()/nonmember() wrappers are sorted out by EnumType.__new__)
      } else {
        if (getItemOrNull(key) != null) {
          throw Errors.typeError(Ops.repr(key) + " already defined as " + Ops.repr(getItemOrNull(key)));
        }
        if (value instanceof Auto au) {
          if (au.value == null) {
            if (gnv == null) {
              throw Errors.typeError("auto() is not supported here");
            }
            au.value = gnv.call(new PyObject[] {key, PyInt.of(1), PyInt.of(memberNames.size()),
                Support.list(lastValues.toArray())}, null);
          }
          value = au.value;
        }
        memberNames.add(n);
        lastValues.append(value);
      }
      setItem(key, value);
    }

    @Override
    public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
      super.forEachReference(v);
      v.visit(lastValues);
      v.visit(gnv);
    }
  }

  /** Roles of the per-execution base classes (Enum, Flag, ReprEnum...), invisible to Python. */
  private static final Map<PyType, String> ROLES = Collections.synchronizedMap(new WeakHashMap<>());

  private static boolean hasRole(PyType cls, String role) {
    for (PyType t : cls.mroArray()) {
      if (role.equals(ROLES.get(t))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isFlag(PyType cls) {
    return hasRole(cls, "Flag");
  }

  // ================================================================ module

  public static PyModule create() {
    PyModule m = new PyModule("enum");
    m.put("EnumType", ENUM_TYPE);
    m.put("EnumMeta", ENUM_TYPE);
    m.put("auto", AUTO_TYPE);
    PyType enumBase = base("Enum", new PyType[0], "Enum", EnumModule::installEnum);
    PyType reprEnum = base("ReprEnum", new PyType[] {enumBase}, "ReprEnum", ns -> {});
    PyObject enumRepr = enumBase.ownAttribute("__repr__");
    PyType intEnum = base("IntEnum", new PyType[] {PyInt.TYPE, reprEnum}, "IntEnum", ns -> {
      ns.put("__repr__", enumRepr);
      ns.put("__str__", method("IntEnum", "__str__", (a, k) -> Ops.callMethodDescriptor(PyInt.TYPE.lookup(
          "__repr__"), a[0], new PyObject[0], null)));
      ns.put("__format__", PyInt.TYPE.lookup("__format__"));
    });
    PyType strEnum = base("StrEnum", new PyType[] {PyStr.TYPE, reprEnum}, "StrEnum", ns -> {
      ns.put("__repr__", enumRepr);
      ns.put("__str__", PyStr.TYPE.lookup("__str__"));
      ns.put("__format__", PyStr.TYPE.lookup("__format__"));
      ns.put("_generate_next_value_", new PyStaticMethod(PyBuiltinFunction.function("_generate_next_value_",
          (a, k) -> PyStr.of(Ops.str(a[0]).toLowerCase()))));
    });
    PyType flag = base("Flag", new PyType[] {enumBase}, "Flag", EnumModule::installFlag);
    PyType intFlag = base("IntFlag", new PyType[] {PyInt.TYPE, reprEnum, flag}, "IntFlag", ns -> {
      installFlag(ns);
      ns.put("__repr__", enumRepr);
      ns.put("__str__", method("IntFlag", "__str__", (a, k) -> Ops.callMethodDescriptor(PyInt.TYPE.lookup(
          "__repr__"), a[0], new PyObject[0], null)));
      ns.put("__format__", PyInt.TYPE.lookup("__format__"));
    });
    m.put("Enum", enumBase);
    m.put("ReprEnum", reprEnum);
    m.put("IntEnum", intEnum);
    m.put("StrEnum", strEnum);
    m.put("Flag", flag);
    m.put("IntFlag", intFlag);
    for (String b : new String[] {"STRICT", "CONFORM", "EJECT", "KEEP", "UNIQUE", "CONTINUOUS", "NAMED_FLAGS"}) {
      m.put(b, PyStr.of(b.toLowerCase()));
    }
    m.put("property", dev.krait.python.objects.PyProperty.TYPE);
    m.put("DynamicClassAttribute", dev.krait.python.objects.PyProperty.TYPE);
    m.def("unique", (a, k) -> {
      Args.exact("unique", a, k, 1);
      PyType cls = (PyType) a[0];
      List<String> dups = new ArrayList<>();
      PyObject map = cls.lookup("_member_map_");
      if (map instanceof PyDict d) {
        for (PyObject key : d.keys()) {
          PyObject mem = d.getItemOrNull(key);
          String canonical = Ops.str(Ops.getattr(mem, "_name_"));
          if (!canonical.equals(Ops.str(key))) {
            dups.add(Ops.str(key) + " -> " + canonical);
          }
        }
      }
      if (!dups.isEmpty()) {
        throw Errors.valueError("duplicate values found in " + Ops.repr(cls) + ": " + String.join(", ", dups));
      }
      return cls;
    });
    m.def("member", (a, k) -> {
      Args.exact("member", a, k, 1);
      return new Wrapper(a[0], true);
    });
    m.def("nonmember", (a, k) -> {
      Args.exact("nonmember", a, k, 1);
      return new Wrapper(a[0], false);
    });
    m.def("global_enum", (a, k) -> a[0]);
    m.def("verify", (a, k) -> PyBuiltinFunction.function("verify", (b, kk) -> b[0]));
    return m;
  }

  private static PyBuiltinFunction method(String owner, String name, BuiltinBody body) {
    return PyBuiltinFunction.method(owner, name, body);
  }

  private static PyType base(String name, PyType[] bases, String role,
      java.util.function.Consumer<Map<String, PyObject>> fill) {
    Map<String, PyObject> ns = new LinkedHashMap<>();
    ns.put("__module__", PyStr.of("enum"));
    ns.put("__qualname__", PyStr.of(name));
    fill.accept(ns);
    PyType t = PyType.newClass(ENUM_TYPE, name, bases, ns);
    t.setAttribute("_member_names_", new PyList());
    t.setAttribute("_member_map_", new PyDict());
    t.setAttribute("_value2member_map_", new PyDict());
    PyType solid = t.solidBase();
    t.setAttribute("_member_type_", solid);
    ROLES.put(t, role);
    return t;
  }

  // ================================================================ member helpers

  private static PyObject nameOf(PyObject member) {
    PyDict d = member.instanceDict();
    PyObject n = d == null ? null : d.getItemOrNull(PyStr.of("_name_"));
    return n == null ? PyNone.NONE : n;
  }

  private static PyObject valueOf(PyObject member) {
    PyDict d = member.instanceDict();
    PyObject v = d == null ? null : d.getItemOrNull(PyStr.of("_value_"));
    return v == null ? PyNone.NONE : v;
  }

  private static PyType enumClassOf(PyObject member) {
    return member.type();
  }

  private static PyList memberNames(PyType cls) {
    PyObject l = cls.lookup("_member_names_");
    return l instanceof PyList pl ? pl : new PyList();
  }

  private static PyDict memberMap(PyType cls) {
    PyObject d = cls.lookup("_member_map_");
    return d instanceof PyDict pd ? pd : new PyDict();
  }

  private static PyDict valueMap(PyType cls) {
    PyObject d = cls.lookup("_value2member_map_");
    return d instanceof PyDict pd ? pd : new PyDict();
  }

  private static String enumRepr(PyType cls) {
    return "<" + (isFlag(cls) ? "flag" : "enum") + " '" + cls.name() + "'>";
  }

  // ================================================================ Enum's methods

  private static void installEnum(Map<String, PyObject> ns) {
    ns.put("__doc__", PyStr.of("Create a collection of name/value pairs."));
    ns.put("__repr__", method("Enum", "__repr__", (a, k) -> {
      PyObject self = a[0];
      PyObject name = nameOf(self);
      String cls = self.type().name();
      String vr = Ops.repr(valueOf(self));
      if (name == PyNone.NONE) {
        return PyStr.of("<" + cls + ": " + vr + ">");
      }
      return PyStr.of("<" + cls + "." + Ops.str(name) + ": " + vr + ">");
    }));
    ns.put("__str__", method("Enum", "__str__", (a, k) -> {
      PyObject self = a[0];
      PyObject name = nameOf(self);
      if (name == PyNone.NONE) {
        return PyStr.of(self.type().name() + "(" + Ops.repr(valueOf(self)) + ")");
      }
      return PyStr.of(self.type().name() + "." + Ops.str(name));
    }));
    ns.put("__format__", method("Enum", "__format__", (a, k) -> {
      Args.exact("__format__", a, k, 2);
      return Ops.format(Ops.strObject(a[0]), Ops.strValue(a[1], "format spec must be a str"));
    }));
    ns.put("__hash__", method("Enum", "__hash__", (a, k) -> PyInt.of(Ops.hash(nameOf(a[0])))));
    ns.put("__init__", method("Enum", "__init__", (a, k) -> PyNone.NONE));
    ns.put("__copy__", method("Enum", "__copy__", (a, k) -> a[0]));
    ns.put("__deepcopy__", method("Enum", "__deepcopy__", (a, k) -> a[0]));
    ns.put("__reduce_ex__", method("Enum", "__reduce_ex__", (a, k) -> PyTuple.of(a[0].type(),
        PyTuple.of(valueOf(a[0])))));
    ns.put("name", new PyGetSetDescriptor("name", "Enum", EnumModule::nameOf, (o, v) -> {
      throw Errors.attributeError("<enum 'Enum'> cannot set attribute 'name'");
    }));
    ns.put("value", new PyGetSetDescriptor("value", "Enum", EnumModule::valueOf, (o, v) -> {
      throw Errors.attributeError("<enum 'Enum'> cannot set attribute 'value'");
    }));
    ns.put("_generate_next_value_", new PyStaticMethod(PyBuiltinFunction.function("_generate_next_value_",
        (a, k) -> {
          PyObject start = a[1];
          PyObject[] last = Ops.toArray(a[3]);
          for (int i = last.length - 1; i >= 0; i--) {
            try {
              return Ops.binary(last[i], PyInt.of(1), Ops.Binary.ADD);
            } catch (PyError e) {
              if (!e.matches(ExceptionTypes.TYPE_ERROR)) {
                throw e;
              }
            }
          }
          return start;
        })));
    ns.put("_missing_", new PyClassMethod(PyBuiltinFunction.function("_missing_", (a, k) -> PyNone.NONE)));
  }

  // ================================================================ Flag's methods

  private static BigInteger bits(PyObject v) {
    return Ops.index(v).bigValue();
  }

  private static PyObject flagOp(PyObject[] a, String[] k, String op) {
    PyObject self = a[0];
    PyObject other = a[1];
    PyType cls = self.type();
    BigInteger o;
    if (other.type().isSubtypeOf(cls)) {
      o = bits(valueOf(other));
    } else if (cls.solidBase() == PyInt.TYPE && other instanceof PyInt oi) {
      o = oi.bigValue();
    } else {
      return PyNotImplemented.NOT_IMPLEMENTED;
    }
    BigInteger v = bits(valueOf(self));
    BigInteger r = switch (op) {
      case "|" -> v.or(o);
      case "&" -> v.and(o);
      default -> v.xor(o);
    };
    return lookup(cls, PyInt.of(r));
  }

  private static void installFlag(Map<String, PyObject> ns) {
    String[][] ops = {{"__or__", "|"}, {"__ror__", "|"}, {"__and__", "&"}, {"__rand__", "&"}, {"__xor__", "^"},
        {"__rxor__", "^"}};
    for (String[] op : ops) {
      ns.put(op[0], method("Flag", op[0], (a, k) -> flagOp(a, k, op[1])));
    }
    ns.put("__invert__", method("Flag", "__invert__", (a, k) -> {
      PyType cls = a[0].type();
      if (cls.solidBase() == PyInt.TYPE) {
        return lookup(cls, PyInt.of(bits(valueOf(a[0])).not()));
      }
      BigInteger singles = singlesMask(cls);
      return lookup(cls, PyInt.of(singles.andNot(bits(valueOf(a[0])))));
    }));
    ns.put("__contains__", method("Flag", "__contains__", (a, k) -> {
      if (!a[1].type().isSubtypeOf(a[0].type())) {
        throw Errors.typeError("unsupported operand type(s) for 'in': '" + a[1].type().qualname() + "' and '"
            + a[0].type().qualname() + "'");
      }
      BigInteger o = bits(valueOf(a[1]));
      return PyBool.of(o.and(bits(valueOf(a[0]))).equals(o));
    }));
    ns.put("__iter__", method("Flag", "__iter__", (a, k) -> Ops.iter(decompose(a[0].type(), bits(valueOf(a[0]))))));
    ns.put("__len__", method("Flag", "__len__", (a, k) -> PyInt.of(bits(valueOf(a[0])).bitCount())));
    ns.put("__bool__", method("Flag", "__bool__", (a, k) -> PyBool.of(bits(valueOf(a[0])).signum() != 0)));
    ns.put("_generate_next_value_", new PyStaticMethod(PyBuiltinFunction.function("_generate_next_value_",
        (a, k) -> {
          PyObject[] last = Ops.toArray(a[3]);
          if (last.length == 0) {
            return a[1];
          }
          BigInteger high = BigInteger.ZERO;
          for (PyObject v : last) {
            if (!(v instanceof PyInt)) {
              throw Errors.typeError("invalid flag value " + Ops.repr(v));
            }
            BigInteger b = bits(v);
            if (b.compareTo(high) > 0) {
              high = b;
            }
          }
          return PyInt.of(BigInteger.ONE.shiftLeft(high.bitLength()));
        })));
    ns.put("_missing_", new PyClassMethod(PyBuiltinFunction.function("_missing_", (a, k) -> {
      PyType cls = (PyType) a[0];
      if (!(a[1] instanceof PyInt vi)) {
        return PyNone.NONE;
      }
      BigInteger v = vi.bigValue();
      BigInteger mask = flagMask(cls);
      boolean keep = cls.solidBase() == PyInt.TYPE;
      BigInteger allBits = BigInteger.ONE.shiftLeft(mask.bitLength()).subtract(BigInteger.ONE);
      if (v.compareTo(allBits.not()) < 0 || v.compareTo(allBits) > 0 || v.and(allBits.xor(mask)).signum() != 0) {
        if (!keep) {
          int width = Math.max(mask.bitLength(), v.bitLength());
          throw Errors.valueError(enumRepr(cls) + " invalid value " + v + "\n    given " + binary(v, width)
              + "\n  allowed " + binary(mask, width));
        }
        if (v.signum() < 0) {
          BigInteger span = BigInteger.ONE.shiftLeft(v.bitLength());
          v = allBits.add(BigInteger.ONE).max(span).add(v);
        }
      }
      if (v.signum() < 0) {
        v = allBits.add(BigInteger.ONE).add(v);
      }
      return pseudoMember(cls, v, keep);
    })));
  }

  private static String binary(BigInteger v, int width) {
    StringBuilder s = new StringBuilder(v.toString(2));
    while (s.length() < width) {
      s.insert(0, '0');
    }
    StringBuilder out = new StringBuilder("0b0");
    int first = s.length() % 4;
    if (first != 0) {
      out.append(' ').append(s, 0, first);
    }
    for (int i = first; i < s.length(); i += 4) {
      out.append(' ').append(s, i, i + 4);
    }
    return out.toString();
  }

  private static BigInteger flagMask(PyType cls) {
    BigInteger mask = BigInteger.ZERO;
    for (PyObject mem : memberMap(cls).values()) {
      if (valueOf(mem) instanceof PyInt i) {
        mask = mask.or(i.bigValue());
      }
    }
    return mask;
  }

  private static BigInteger singlesMask(PyType cls) {
    BigInteger mask = BigInteger.ZERO;
    for (PyObject n : memberNames(cls).toArray()) {
      PyObject mem = memberMap(cls).getItemOrNull(n);
      if (mem != null && valueOf(mem) instanceof PyInt i) {
        mask = mask.or(i.bigValue());
      }
    }
    return mask;
  }

  /** Canonical members whose bits are in {@code v}, in definition order. */
  private static PyList decompose(PyType cls, BigInteger v) {
    PyList out = new PyList();
    PyDict map = memberMap(cls);
    for (PyObject n : memberNames(cls).toArray()) {
      PyObject mem = map.getItemOrNull(n);
      if (mem != null && valueOf(mem) instanceof PyInt i) {
        BigInteger b = i.bigValue();
        if (b.signum() != 0 && b.and(v).equals(b)) {
          out.append(mem);
        }
      }
    }
    return out;
  }

  private static PyObject pseudoMember(PyType cls, BigInteger v, boolean keep) {
    BigInteger singles = singlesMask(cls);
    BigInteger aliases = v.andNot(singles);
    BigInteger memberValue = v.and(singles);
    List<String> names = new ArrayList<>();
    if (memberValue.signum() != 0 || aliases.signum() != 0) {
      List<PyObject> parts = new ArrayList<>(java.util.Arrays.asList(decompose(cls, memberValue).toArray()));
      BigInteger combined = BigInteger.ZERO;
      for (PyObject p : parts) {
        combined = combined.or(bits(valueOf(p)));
      }
      if (aliases.signum() != 0) {
        for (PyObject pm : memberMap(cls).values()) {
          if (parts.contains(pm) || !(valueOf(pm) instanceof PyInt pi)) {
            continue;
          }
          BigInteger b = pi.bigValue();
          if (b.signum() != 0 && b.and(v).equals(b)) {
            parts.add(pm);
            combined = combined.or(b);
          }
        }
      }
      for (PyObject p : parts) {
        names.add(Ops.str(nameOf(p)));
      }
      BigInteger unknown = v.xor(combined);
      if (combined.signum() == 0) {
        names.clear();
      } else if (unknown.signum() != 0 && !keep) {
        throw Errors.valueError(enumRepr(cls) + ": no members with value " + unknown);
      } else if (unknown.signum() != 0) {
        names.add(unknown.toString());
      }
    }
    PyObject value = PyInt.of(v);
    PyObject member = newMember(cls, new PyObject[] {value});
    PyDict d = member.instanceDict();
    d.setItem(PyStr.of("_value_"), value);
    d.setItem(PyStr.of("_name_"), names.isEmpty() ? PyNone.NONE : PyStr.of(String.join("|", names)));
    valueMap(cls).setItem(value, member);
    return member;
  }

  // ================================================================ lookup by value

  static PyObject lookup(PyType cls, PyObject value) {
    if (value.type().isSubtypeOf(cls) && value.instanceDict() != null
        && value.instanceDict().getItemOrNull(PyStr.of("_value_")) != null) {
      return value;
    }
    PyDict vmap = valueMap(cls);
    try {
      PyObject m = vmap.getItemOrNull(value);
      if (m != null) {
        return m;
      }
    } catch (PyError e) {
      if (!e.matches(ExceptionTypes.TYPE_ERROR)) {
        throw e;
      }
    }
    for (PyObject mem : memberMap(cls).values()) {
      if (Ops.eq(valueOf(mem), value)) {
        return mem;
      }
    }
    PyObject missing = Ops.getattrOrNull(cls, "_missing_", null);
    PyObject result = missing == null ? PyNone.NONE : Ops.call(missing, value);
    if (result != PyNone.NONE && result.type().isSubtypeOf(cls)) {
      return result;
    }
    if (result != PyNone.NONE) {
      throw Errors.typeError("error in " + cls.qualname() + "._missing_: returned " + Ops.repr(result)
          + " instead of None or a valid member");
    }
    throw Errors.valueError(Ops.repr(value) + " is not a valid " + cls.qualname());
  }

  // ================================================================ EnumType

  private static void installMeta(PyType t) {
    t.markBaseType();
    t.defineAttr("__module__", PyStr.of("enum"));
    t.defineStaticMethod("__new__", EnumModule::metaNew);
    t.defineClassMethod("__prepare__", (a, k) -> {
      EnumDict d = new EnumDict();
      PyObject[] bases = a.length > 2 ? Ops.toArray(a[2]) : new PyObject[0];
      for (int i = bases.length - 1; i >= 0; i--) {
        if (bases[i] instanceof PyType bt && bt.type().isSubtypeOf(ENUM_TYPE)) {
          PyObject g = bt.lookup("_generate_next_value_");
          d.gnv = g == null ? null : Ops.unwrapStatic(g);
          break;
        }
      }
      return d;
    });
    t.defineMethod("__call__", (a, k) -> {
      PyType cls = (PyType) a[0];
      int npos = Args.posCount(a, k);
      String[] names = {"value", "names", "module", "qualname", "type", "start", "boundary"};
      PyObject[] p = Args.bind("EnumType.__call__", a, k, 1, names, 0);
      if (p[0] == null) {
        throw Errors.typeError("EnumType.__call__() missing 1 required positional argument: 'value'");
      }
      if (p[1] == null && npos <= 2) {
        return lookup(cls, p[0]);
      }
      return functional(cls, p);
    });
    t.defineMethod("__getitem__", (a, k) -> {
      Args.exact("__getitem__", a, k, 2);
      PyObject m = memberMap((PyType) a[0]).getItemOrNull(a[1]);
      if (m == null) {
        throw Errors.keyError(a[1]);
      }
      return m;
    });
    t.defineMethod("__iter__", (a, k) -> Ops.iter(members((PyType) a[0])));
    t.defineMethod("__reversed__", (a, k) -> {
      PyObject[] ms = members((PyType) a[0]).toArray();
      PyList l = new PyList();
      for (int i = ms.length - 1; i >= 0; i--) {
        l.append(ms[i]);
      }
      return Ops.iter(l);
    });
    t.defineMethod("__len__", (a, k) -> PyInt.of(memberNames((PyType) a[0]).size()));
    t.defineMethod("__bool__", (a, k) -> PyBool.TRUE);
    t.defineMethod("__contains__", (a, k) -> {
      PyType cls = (PyType) a[0];
      PyObject v = a[1];
      if (!hasRole(v.type(), "Enum")) {
        throw Errors.typeError("unsupported operand type(s) for 'in': '" + v.type().qualname() + "' and '"
            + cls.type().name() + "'");
      }
      return PyBool.of(v.type().isSubtypeOf(cls) && nameOf(v) != PyNone.NONE
          && memberMap(cls).getItemOrNull(nameOf(v)) == v);
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(enumRepr((PyType) a[0])));
    t.defineMethod("__getattr__", (a, k) -> { // 3.11: a missing name raises AttributeError(name)
      Args.exact("__getattr__", a, k, 2);
      String name = Ops.strValue(a[1], "attribute name must be string, not '" + a[1].type().name() + "'");
      PyObject m = isDunder(name) ? null : memberMap((PyType) a[0]).getItemOrNull(a[1]);
      if (m == null) {
        throw Errors.attributeError(name);
      }
      return m;
    });
    t.defineMethod("__setattr__", (a, k) -> {
      Args.exact("__setattr__", a, k, 3);
      PyType cls = (PyType) a[0];
      String name = Ops.strValue(a[1], "attribute name must be string, not '" + a[1].type().name() + "'");
      PyObject own = cls.ownAttribute("_member_map_");
      if (own instanceof PyDict d && d.getItemOrNull(a[1]) != null) {
        throw Errors.attributeError("cannot reassign member '" + name + "'");
      }
      Ops.typeSetattr(cls, name, a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__delattr__", (a, k) -> {
      Args.exact("__delattr__", a, k, 2);
      PyType cls = (PyType) a[0];
      String name = Ops.strValue(a[1], "attribute name must be string, not '" + a[1].type().name() + "'");
      if (memberMap(cls).getItemOrNull(a[1]) != null) {
        throw Errors.attributeError("'" + cls.name() + "' cannot delete member '" + name + "'.");
      }
      cls.deleteAttribute(name);
      return PyNone.NONE;
    });
    t.defineGetter("__members__", o -> new PyMappingProxy(memberMap((PyType) o).copy()));
  }

  private static PyList members(PyType cls) {
    PyList out = new PyList();
    PyDict map = memberMap(cls);
    for (PyObject n : memberNames(cls).toArray()) {
      PyObject m = map.getItemOrNull(n);
      if (m != null) {
        out.append(m);
      }
    }
    return out;
  }

  /** {@code Enum('Name', names, ...)}. */
  private static PyObject functional(PyType cls, PyObject[] p) {
    String name = Support.string(p[0], "Enum name");
    PyDict ns = new PyDict();
    PyObject start = p[5] == null ? PyInt.of(1) : p[5];
    PyObject names = p[1];
    List<PyObject[]> pairs = new ArrayList<>();
    if (names instanceof PyStr s) {
      String[] parts = s.value().replace(',', ' ').trim().split("\\s+");
      names = Support.list(java.util.Arrays.stream(parts).filter(x -> !x.isEmpty()).map(PyStr::of)
          .toArray(PyObject[]::new));
    }
    if (names instanceof PyDict d) {
      for (PyObject key : d.keys()) {
        pairs.add(new PyObject[] {key, d.getItemOrNull(key)});
      }
    } else {
      List<PyObject> items = Support.toList(names);
      boolean strs = !items.isEmpty() && items.get(0) instanceof PyStr;
      for (PyObject item : items) {
        if (strs) {
          pairs.add(new PyObject[] {item, null});
        } else {
          PyObject[] kv = Ops.toArray(item);
          pairs.add(new PyObject[] {kv[0], kv[1]});
        }
      }
    }
    List<PyType> bases = new ArrayList<>();
    if (p[4] != null && p[4] != PyNone.NONE) {
      bases.add((PyType) p[4]);
    }
    bases.add(cls);
    PyObject gnv = Ops.unwrapStatic(cls.lookup("_generate_next_value_"));
    PyList last = new PyList();
    int count = 0;
    for (PyObject[] kv : pairs) {
      PyObject v = kv[1];
      if (v == null) {
        v = gnv.call(new PyObject[] {kv[0], start, PyInt.of(count), last}, null);
      }
      last.append(v);
      count++;
      ns.setItem(kv[0], v);
    }
    ns.setItem(PyStr.of("__module__"), p[2] == null ? PyStr.of("__main__") : p[2]);
    if (p[3] != null) {
      ns.setItem(PyStr.of("__qualname__"), p[3]);
    }
    return metaNew(new PyObject[] {cls.type(), PyStr.of(name), PyTuple.of(bases.toArray(new PyObject[0])), ns},
        null);
  }

  private static boolean isDescriptor(PyObject v) {
    if (v instanceof PyType) {
      return false;
    }
    if (v instanceof dev.krait.python.objects.Descriptor) {
      return true;
    }
    PyType t = v.type();
    return t.lookup("__get__") != null || t.lookup("__set__") != null || t.lookup("__delete__") != null;
  }

  private static boolean isDunder(String n) {
    return n.length() > 4 && n.startsWith("__") && n.endsWith("__");
  }

  private static boolean isSunder(String n) {
    return n.length() > 2 && n.startsWith("_") && n.endsWith("_") && n.charAt(1) != '_'
        && n.charAt(n.length() - 2) != '_';
  }

  /** {@code EnumType.__new__(metacls, name, bases, classdict, **kwds)}. */
  private static PyObject metaNew(PyObject[] a, String[] k) {
    int npos = Args.posCount(a, k);
    if (npos != 4 || !(a[3] instanceof PyDict classdict)) {
      return AbcModule.typeNew(a, k);
    }
    List<String> ignore = new ArrayList<>();
    PyObject ign = classdict.getItemOrNull(PyStr.of("_ignore_"));
    if (ign != null) {
      if (ign instanceof PyStr s) {
        for (String x : s.value().replace(',', ' ').trim().split("\\s+")) {
          ignore.add(x);
        }
      } else {
        for (PyObject x : Ops.toArray(ign)) {
          ignore.add(Ops.str(x));
        }
      }
    }
    Map<String, PyObject> memberValues = new LinkedHashMap<>();
    PyDict ns = new PyDict();
    for (PyObject key : classdict.keys()) {
      String n = Ops.str(key);
      PyObject v = classdict.getItemOrNull(key);
      if (ignore.contains(n) || n.equals("_ignore_")) {
        continue;
      }
      if (v instanceof Wrapper w) {
        if (w.member) {
          memberValues.put(n, w.value);
        } else {
          ns.setItem(key, w.value);
        }
        continue;
      }
      if (isDunder(n) || isSunder(n) || isDescriptor(v)) {
        if (n.equals("__new__")) {
          ns.setItem(PyStr.of("__new_member__"), Ops.unwrapStatic(v));
        } else {
          ns.setItem(key, v);
        }
        continue;
      }
      memberValues.put(n, v);
    }
    PyObject[] targs = {a[0], a[1], a[2], ns};
    PyType cls = (PyType) AbcModule.typeNew(targs, null);
    // cannot extend an enum that has members
    for (PyType b : cls.bases()) {
      if (b.type().isSubtypeOf(ENUM_TYPE) && memberNames(b).size() > 0) {
        throw Errors.typeError(enumRepr(cls) + " cannot extend " + enumRepr(b));
      }
    }
    PyType memberType = cls.solidBase();
    PyList names = new PyList();
    PyDict map = new PyDict();
    PyDict vmap = new PyDict();
    cls.setAttribute("_member_names_", names);
    cls.setAttribute("_member_map_", map);
    cls.setAttribute("_value2member_map_", vmap);
    cls.setAttribute("_member_type_", memberType);
    // repr/str/format: the enum's own unless the class body defines them (CPython's rules)
    PyType firstEnum = null;
    for (PyType b : cls.mroArray()) {
      if (b != cls && b.type().isSubtypeOf(ENUM_TYPE)) {
        firstEnum = b;
        break;
      }
    }
    boolean reprEnumDirect = false;
    for (PyType b : cls.bases()) {
      if ("ReprEnum".equals(ROLES.get(b))) {
        reprEnumDirect = true;
      }
    }
    if (firstEnum != null) {
      for (String meth : new String[] {"__repr__", "__str__", "__format__"}) {
        if (classdict.getItemOrNull(PyStr.of(meth)) != null) {
          continue;
        }
        if (reprEnumDirect && !meth.equals("__repr__") && memberType != PyType.OBJECT) {
          PyObject dm = meth.equals("__str__") && memberType.isSubtypeOf(PyInt.TYPE)
              ? PyInt.TYPE.lookup("__repr__") : memberType.lookup(meth);
          cls.setAttribute(meth, dm);
          continue;
        }
        PyObject found = cls.lookup(meth);
        if (found == memberType.lookup(meth) || found == PyType.OBJECT.lookup(meth)) {
          cls.setAttribute(meth, firstEnum.lookup(meth));
        }
      }
    }
    boolean flag = isFlag(cls);
    boolean strEnum = hasRole(cls, "StrEnum");
    PyObject gnv = Ops.unwrapStatic(cls.lookup("_generate_next_value_"));
    PyList lastValues = new PyList();
    int count = 0;
    for (Map.Entry<String, PyObject> e : memberValues.entrySet()) {
      String n = e.getKey();
      PyObject value = e.getValue();
      if (value instanceof Auto au) {
        if (au.value == null) {
          au.value = gnv.call(new PyObject[] {PyStr.of(n), PyInt.of(1), PyInt.of(count), Support.list(
              lastValues.toArray())}, null);
        }
        value = au.value;
      }
      count++;
      lastValues.append(value);
      // alias?
      PyObject existing = null;
      for (PyObject mem : map.values()) {
        if (Ops.eq(valueOf(mem), value)) {
          existing = mem;
          break;
        }
      }
      if (existing != null) {
        map.setItem(PyStr.of(n), existing);
        cls.setAttribute(n, existing);
        continue;
      }
      if (strEnum && !(value instanceof PyStr)) {
        throw Errors.typeError(Ops.repr(value) + " is not a string");
      }
      PyObject[] args = value instanceof PyTuple t && t.type() == PyTuple.TYPE && memberType != PyTuple.TYPE
          ? t.toArray() : new PyObject[] {value};
      PyObject member = newMember(cls, args);
      PyDict d = member.instanceDict();
      if (d == null) {
        throw Errors.typeError("enum member of type '" + member.type().name() + "' cannot hold attributes");
      }
      if (d.getItemOrNull(PyStr.of("_value_")) == null) {
        d.setItem(PyStr.of("_value_"), memberType == PyType.OBJECT ? value : Ops.call(memberType, args));
      }
      PyObject realValue = d.getItemOrNull(PyStr.of("_value_"));
      d.setItem(PyStr.of("_name_"), PyStr.of(n));
      d.setItem(PyStr.of("__objclass__"), cls);
      d.setItem(PyStr.of("_sort_order_"), PyInt.of(map.size()));
      callUserInit(cls, member, args);
      boolean canonical = !flag || realValue instanceof PyInt vi && vi.bigValue().signum() > 0
          && vi.bigValue().bitCount() == 1;
      if (canonical) {
        names.append(PyStr.of(n));
      }
      map.setItem(PyStr.of(n), member);
      try {
        vmap.setItem(realValue, member);
      } catch (PyError ex) {
        if (!ex.matches(ExceptionTypes.TYPE_ERROR)) {
          throw ex;
        }
      }
      if (cls.ownAttribute(n) == null || !isDescriptor(cls.ownAttribute(n))) {
        cls.setAttribute(n, member);
      }
    }
    return cls;
  }

  /** A new member instance: the class's own {@code __new__} (saved as __new_member__) or the data type's. */
  private static PyObject newMember(PyType cls, PyObject[] args) {
    PyObject custom = cls.lookup("__new_member__");
    PyObject[] full = new PyObject[args.length + 1];
    full[0] = cls;
    System.arraycopy(args, 0, full, 1, args.length);
    if (custom != null) {
      return Ops.unwrapStatic(custom).call(full, null);
    }
    PyType memberType = cls.solidBase();
    if (memberType == PyType.OBJECT) {
      return Ops.unwrapStatic(PyType.OBJECT.lookup("__new__")).call(new PyObject[] {cls}, null);
    }
    return Ops.unwrapStatic(memberType.lookup("__new__")).call(full, null);
  }

  private static void callUserInit(PyType cls, PyObject member, PyObject[] args) {
    for (PyType t : cls.mroArray()) {
      PyObject init = t.ownAttribute("__init__");
      if (init == null) {
        continue;
      }
      if (t.isBuiltin() || init instanceof PyBuiltinFunction) {
        return;
      }
      Ops.callMethodDescriptor(init, member, args, null);
      return;
    }
  }
}
