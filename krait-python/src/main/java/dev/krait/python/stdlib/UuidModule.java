/*
 * uuid: the UUID class (from hex/int/bytes/fields, str/repr/hex/int/urn/version/variant,
 * ordering and hashing by int), uuid4 from the host's random source, name-based uuid3/uuid5
 * and a uuid1 from the host clock with a random node.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyNotImplemented;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyTuple;
import dev.krait.python.objects.PyType;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/** {@code import uuid}. */
public final class UuidModule {
  private UuidModule() {}

  public static final PyType UUID = PyType.builtin("UUID", PyType.OBJECT, UuidModule::install);
  static final BigInteger MAX = BigInteger.ONE.shiftLeft(128);

  /** An immutable UUID. */
  static final class Uuid extends PyObject {
    final BigInteger value;

    Uuid(BigInteger value) {
      this.value = value;
    }

    @Override
    public PyType type() {
      return UUID;
    }

    byte[] bytes() {
      byte[] raw = value.toByteArray();
      byte[] out = new byte[16];
      int n = Math.min(16, raw.length);
      System.arraycopy(raw, raw.length - n, out, 16 - n, n);
      return out;
    }

    String hex() {
      String h = value.toString(16);
      return "0".repeat(32 - h.length()) + h;
    }

    String str() {
      String h = hex();
      return h.substring(0, 8) + "-" + h.substring(8, 12) + "-" + h.substring(12, 16) + "-" + h.substring(16, 20)
          + "-" + h.substring(20);
    }

    boolean rfc4122() {
      return !value.testBit(63) ? false : !value.testBit(62);
    }
  }

  static Uuid fromBytes(byte[] b) {
    return new Uuid(new BigInteger(1, b));
  }

  static Uuid withVersion(byte[] b, int version) {
    b[6] = (byte) ((b[6] & 0x0f) | (version << 4));
    b[8] = (byte) ((b[8] & 0x3f) | 0x80);
    return fromBytes(java.util.Arrays.copyOf(b, 16));
  }

  static Uuid parse(String hex) {
    String h = hex.replace("urn:", "").replace("uuid:", "");
    h = h.replaceAll("^[{]+|[}]+$", "").replace("-", "");
    if (h.length() != 32) {
      throw Errors.valueError("badly formed hexadecimal UUID string");
    }
    for (int i = 0; i < 32; i++) {
      if (Character.digit(h.charAt(i), 16) < 0 || h.charAt(i) > 127) {
        // CPython hands the 32 characters to int(hex, 16)
        throw Errors.valueError("invalid literal for int() with base 16: " + Ops.repr(PyStr.of(h)));
      }
    }
    return new Uuid(new BigInteger(h, 16));
  }

  static Uuid named(String algo, int version, PyObject ns, PyObject name) {
    if (!(ns instanceof Uuid u)) {
      throw Errors.attributeError("'" + ns.type().name() + "' object has no attribute 'bytes'");
    }
    byte[] nb = name instanceof PyStr s ? s.value().getBytes(StandardCharsets.UTF_8) : BinasciiModule.buffer(name);
    try {
      MessageDigest md = MessageDigest.getInstance(algo);
      md.update(u.bytes());
      md.update(nb);
      return withVersion(md.digest(), version);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("uuid");
    m.put("UUID", UUID);
    m.put("NAMESPACE_DNS", parse("6ba7b810-9dad-11d1-80b4-00c04fd430c8"));
    m.put("NAMESPACE_URL", parse("6ba7b811-9dad-11d1-80b4-00c04fd430c8"));
    m.put("NAMESPACE_OID", parse("6ba7b812-9dad-11d1-80b4-00c04fd430c8"));
    m.put("NAMESPACE_X500", parse("6ba7b814-9dad-11d1-80b4-00c04fd430c8"));
    m.put("RESERVED_NCS", PyStr.of("reserved for NCS compatibility"));
    m.put("RFC_4122", PyStr.of("specified in RFC 4122"));
    m.put("RESERVED_MICROSOFT", PyStr.of("reserved for Microsoft compatibility"));
    m.put("RESERVED_FUTURE", PyStr.of("reserved for future definition"));
    m.def("uuid4", (a, k) -> {
      Support.bind("uuid4", a, k, new String[0], 0);
      byte[] b = new byte[16];
      HostSources.random().nextBytes(b);
      return withVersion(b, 4);
    });
    m.def("uuid3", (a, k) -> {
      PyObject[] p = Support.bind("uuid3", a, k, new String[] {"namespace", "name"}, 2);
      return named("MD5", 3, p[0], p[1]);
    });
    m.def("uuid5", (a, k) -> {
      PyObject[] p = Support.bind("uuid5", a, k, new String[] {"namespace", "name"}, 2);
      return named("SHA-1", 5, p[0], p[1]);
    });
    m.def("uuid1", (a, k) -> {
      Support.bind("uuid1", a, k, new String[] {"node", "clock_seq"}, 0);
      long ts = HostSources.epochNanos() / 100 + 0x01b21dd213814000L;
      java.util.Random r = HostSources.random();
      long node = (r.nextLong() & 0xffffffffffffL) | 0x010000000000L;
      int clockSeq = r.nextInt(1 << 14);
      BigInteger v = BigInteger.valueOf(ts & 0xffffffffL).shiftLeft(96)
          .or(BigInteger.valueOf((ts >>> 32) & 0xffff).shiftLeft(80))
          .or(BigInteger.valueOf(((ts >>> 48) & 0x0fff) | 0x1000).shiftLeft(64))
          .or(BigInteger.valueOf((clockSeq & 0x3fff) | 0x8000).shiftLeft(48))
          .or(BigInteger.valueOf(node));
      return new Uuid(v);
    });
    return m;
  }

  private static void install(PyType t) {
    t.defineMethod("__setattr__", (a, k) -> {
      throw Errors.typeError("UUID objects are immutable");
    });
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = dev.krait.python.objects.Args.bind("UUID", a, k, 1,
          new String[] {"hex", "bytes", "bytes_le", "fields", "int", "version", "is_safe"}, 0);
      int given = 0;
      for (int i = 0; i < 5; i++) {
        if (p[i] != null && p[i] != PyNone.NONE) {
          given++;
        }
      }
      if (given != 1) {
        throw Errors.typeError("one of the hex, bytes, bytes_le, fields, or int arguments must be given");
      }
      Uuid u;
      if (p[0] != null && p[0] != PyNone.NONE) {
        u = parse(Support.string(p[0], "hex"));
      } else if (p[1] != null && p[1] != PyNone.NONE) {
        byte[] b = BinasciiModule.buffer(p[1]);
        if (b.length != 16) {
          throw Errors.valueError("bytes is not a 16-char string");
        }
        u = fromBytes(b);
      } else if (p[2] != null && p[2] != PyNone.NONE) {
        byte[] b = BinasciiModule.buffer(p[2]);
        if (b.length != 16) {
          throw Errors.valueError("bytes_le is not a 16-char string");
        }
        byte[] r = new byte[] {b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6], b[8], b[9], b[10], b[11], b[12],
            b[13], b[14], b[15]};
        u = fromBytes(r);
      } else if (p[3] != null && p[3] != PyNone.NONE) {
        PyObject[] f = Ops.toArray(p[3]);
        if (f.length != 6) {
          throw Errors.valueError("fields is not a 6-tuple");
        }
        int[] widths = {32, 16, 16, 8, 8, 48};
        String[] names = {"time_low", "time_mid", "time_hi_version", "clock_seq_hi_variant", "clock_seq_low", "node"};
        BigInteger v = BigInteger.ZERO;
        for (int i = 0; i < 6; i++) {
          BigInteger x = Ops.index(f[i]).bigValue();
          if (x.signum() < 0 || x.bitLength() > widths[i]) {
            throw Errors.valueError("field " + (i + 1) + " out of range (need a " + widths[i] + "-bit value)");
          }
          v = v.shiftLeft(widths[i]).or(x);
          if (names[i] == null) {
            break;
          }
        }
        u = new Uuid(v);
      } else {
        BigInteger v = Ops.index(p[4]).bigValue();
        if (v.signum() < 0 || v.compareTo(MAX) >= 0) {
          throw Errors.valueError("int is out of range (need a 128-bit value)");
        }
        u = new Uuid(v);
      }
      if (p[5] != null && p[5] != PyNone.NONE) {
        long ver = Support.toLong(p[5]);
        if (ver < 1 || ver > 5) {
          throw Errors.valueError("illegal version number");
        }
        byte[] b = u.bytes();
        u = withVersion(b, (int) ver);
      }
      return u;
    });
    t.defineGetter("hex", o -> PyStr.of(((Uuid) o).hex()));
    t.defineGetter("int", o -> PyInt.of(((Uuid) o).value));
    t.defineGetter("bytes", o -> PyBytes.wrap(((Uuid) o).bytes()));
    t.defineGetter("bytes_le", o -> {
      byte[] b = ((Uuid) o).bytes();
      return PyBytes.wrap(new byte[] {b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6], b[8], b[9], b[10], b[11],
          b[12], b[13], b[14], b[15]});
    });
    t.defineGetter("urn", o -> PyStr.of("urn:uuid:" + ((Uuid) o).str()));
    t.defineGetter("version", o -> {
      Uuid u = (Uuid) o;
      return u.rfc4122() ? PyInt.of(u.value.shiftRight(76).intValue() & 0xf) : PyNone.NONE;
    });
    t.defineGetter("variant", o -> {
      Uuid u = (Uuid) o;
      if (!u.value.testBit(63)) {
        return PyStr.of("reserved for NCS compatibility");
      }
      if (!u.value.testBit(62)) {
        return PyStr.of("specified in RFC 4122");
      }
      if (!u.value.testBit(61)) {
        return PyStr.of("reserved for Microsoft compatibility");
      }
      return PyStr.of("reserved for future definition");
    });
    t.defineGetter("time_low", o -> PyInt.of(((Uuid) o).value.shiftRight(96)));
    t.defineGetter("time_mid", o -> PyInt.of(((Uuid) o).value.shiftRight(80).intValue() & 0xffff));
    t.defineGetter("time_hi_version", o -> PyInt.of(((Uuid) o).value.shiftRight(64).intValue() & 0xffff));
    t.defineGetter("clock_seq_hi_variant", o -> PyInt.of(((Uuid) o).value.shiftRight(56).intValue() & 0xff));
    t.defineGetter("clock_seq_low", o -> PyInt.of(((Uuid) o).value.shiftRight(48).intValue() & 0xff));
    t.defineGetter("node", o -> PyInt.of(((Uuid) o).value.and(BigInteger.ONE.shiftLeft(48).subtract(BigInteger.ONE))));
    t.defineGetter("time", o -> {
      BigInteger v = ((Uuid) o).value;
      BigInteger hi = v.shiftRight(64).and(BigInteger.valueOf(0x0fff));
      BigInteger mid = v.shiftRight(80).and(BigInteger.valueOf(0xffff));
      BigInteger low = v.shiftRight(96);
      return PyInt.of(hi.shiftLeft(48).or(mid.shiftLeft(32)).or(low));
    });
    t.defineGetter("clock_seq", o -> {
      int v = ((Uuid) o).value.shiftRight(48).intValue() & 0xffff;
      return PyInt.of(((v >> 8) & 0x3f) << 8 | (v & 0xff));
    });
    t.defineGetter("fields", o -> PyTuple.of(Ops.getattr(o, "time_low"), Ops.getattr(o, "time_mid"),
        Ops.getattr(o, "time_hi_version"), Ops.getattr(o, "clock_seq_hi_variant"), Ops.getattr(o, "clock_seq_low"),
        Ops.getattr(o, "node")));
    t.defineMethod("__str__", (a, k) -> PyStr.of(((Uuid) a[0]).str()));
    t.defineMethod("__repr__", (a, k) -> PyStr.of("UUID('" + ((Uuid) a[0]).str() + "')"));
    t.defineMethod("__hash__", (a, k) -> PyInt.of(PyInt.of(((Uuid) a[0]).value).hashValue()));
    t.defineMethod("__int__", (a, k) -> PyInt.of(((Uuid) a[0]).value));
    String[] ops = {"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"};
    for (int i = 0; i < ops.length; i++) {
      int op = i;
      t.defineMethod(ops[i], (a, k) -> {
        if (!(a[1] instanceof Uuid o)) {
          return PyNotImplemented.NOT_IMPLEMENTED;
        }
        int c = ((Uuid) a[0]).value.compareTo(o.value);
        return PyBool.of(switch (op) {
          case 0 -> c == 0;
          case 1 -> c != 0;
          case 2 -> c < 0;
          case 3 -> c <= 0;
          case 4 -> c > 0;
          default -> c >= 0;
        });
      });
    }
    t.defineMethod("__copy__", (a, k) -> a[0]);
    t.defineMethod("__deepcopy__", (a, k) -> a[0]);
  }
}
