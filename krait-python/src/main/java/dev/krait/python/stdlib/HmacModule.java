/*
 * hmac over javax.crypto.Mac (digestmod as a name or a hashlib constructor), hmac.digest and a
 * constant-time compare_digest with CPython's type rules.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** {@code import hmac}. */
public final class HmacModule {
  private HmacModule() {}

  public static final PyType HMAC = PyType.builtin("HMAC", PyType.OBJECT, HmacModule::install);
  static final Map<String, String> MACS = Map.of("md5", "HmacMD5", "sha1", "HmacSHA1", "sha224", "HmacSHA224",
      "sha256", "HmacSHA256", "sha384", "HmacSHA384", "sha512", "HmacSHA512", "sha3_256", "HmacSHA3-256",
      "sha3_512", "HmacSHA3-512");

  static final class HmacObj extends PyObject {
    final String name;
    final Mac mac;

    HmacObj(String name, Mac mac) {
      this.name = name;
      this.mac = mac;
    }

    @Override
    public PyType type() {
      return HMAC;
    }
  }

  static String digestName(PyObject digestmod) {
    if (digestmod == null || digestmod == PyNone.NONE) {
      throw Errors.typeError("Missing required parameter 'digestmod'.");
    }
    if (digestmod instanceof PyStr s) {
      return dev.krait.python.objects.PyStr.lowerCase(s.value()).replace("-", "");
    }
    PyObject h = Ops.call(digestmod);
    if (h instanceof HashlibModule.Hash hh) {
      return hh.name;
    }
    return Ops.str(Ops.getattr(h, "name"));
  }

  static HmacObj newHmac(PyObject key, PyObject msg, PyObject digestmod) {
    if (!(key instanceof PyBytes || key instanceof PyByteArray)) {
      throw Errors.typeError("key: expected bytes or bytearray, but got '" + key.type().name() + "'");
    }
    String name = digestName(digestmod);
    String alg = MACS.get(name);
    if (alg == null) {
      throw Errors.valueError("unsupported hash type " + name);
    }
    try {
      Mac mac = Mac.getInstance(alg);
      byte[] k = PyBytes.bytesFromObject(key);
      mac.init(k.length == 0 ? new EmptyKey(alg) : new SecretKeySpec(k, alg));
      HmacObj h = new HmacObj(name, mac);
      if (msg != null && msg != PyNone.NONE) {
        h.mac.update(HashlibModule.data(msg));
      }
      return h;
    } catch (java.security.GeneralSecurityException e) {
      throw Errors.valueError("unsupported hash type " + name);
    }
  }

  /** A zero-length HMAC key (SecretKeySpec refuses empty keys). */
  static final class EmptyKey implements javax.crypto.SecretKey {
    private final String alg;

    EmptyKey(String alg) {
      this.alg = alg;
    }

    @Override
    public String getAlgorithm() {
      return alg;
    }

    @Override
    public String getFormat() {
      return "RAW";
    }

    @Override
    public byte[] getEncoded() {
      return new byte[0];
    }
  }

  static byte[] macDigest(HmacObj h) {
    try {
      return ((Mac) h.mac.clone()).doFinal();
    } catch (CloneNotSupportedException e) {
      throw Errors.valueError("hmac object cannot be copied");
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("hmac");
    m.put("HMAC", HMAC);
    m.def("new", (a, k) -> {
      PyObject[] p = Support.bind("new", a, k, new String[] {"key", "msg", "digestmod"}, 1);
      return newHmac(p[0], p[1], p[2]);
    });
    m.def("digest", (a, k) -> {
      PyObject[] p = Support.bind("digest", a, k, new String[] {"key", "msg", "digest"}, 3);
      return PyBytes.wrap(macDigest(newHmac(p[0], p[1], p[2])));
    });
    m.def("compare_digest", (a, k) -> {
      Args.exact("compare_digest", a, k, 2);
      return PyBool.of(compareDigest(a[0], a[1]));
    });
    return m;
  }

  static boolean compareDigest(PyObject a, PyObject b) {
    byte[] x;
    byte[] y;
    if (a instanceof PyStr sa && b instanceof PyStr sb) {
      if (!isAscii(sa.value()) || !isAscii(sb.value())) {
        throw Errors.typeError("comparing strings with non-ASCII characters is not supported");
      }
      x = sa.value().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
      y = sb.value().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    } else if ((a instanceof PyBytes || a instanceof PyByteArray) && (b instanceof PyBytes || b instanceof PyByteArray)) {
      x = PyBytes.bytesFromObject(a);
      y = PyBytes.bytesFromObject(b);
    } else {
      // CPython falls back to the buffer protocol when either side offers it, which str does not
      boolean ab = a instanceof PyBytes || a instanceof PyByteArray;
      boolean bb = b instanceof PyBytes || b instanceof PyByteArray;
      if (!ab && !bb) {
        throw Errors.typeError("unsupported operand types(s) or combination of types: '" + a.type().name()
            + "' and '" + b.type().name() + "'");
      }
      throw Errors.typeError("a bytes-like object is required, not '" + (ab ? b : a).type().name() + "'");
    }
    return MessageDigest.isEqual(x, y);
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) > 127) {
        return false;
      }
    }
    return true;
  }

  private static void install(PyType t) {
    t.defineGetter("name", o -> PyStr.of("hmac-" + ((HmacObj) o).name));
    t.defineGetter("digest_size", o -> PyInt.of(((HmacObj) o).mac.getMacLength()));
    t.defineGetter("block_size", o -> {
      String[] algo = HashlibModule.ALGOS.get(((HmacObj) o).name);
      return PyInt.of(algo == null ? 64 : Integer.parseInt(algo[1]));
    });
    t.defineMethod("update", (a, k) -> {
      Args.exact("update", a, k, 2);
      ((HmacObj) a[0]).mac.update(HashlibModule.data(a[1]));
      return PyNone.NONE;
    });
    t.defineMethod("digest", (a, k) -> PyBytes.wrap(macDigest((HmacObj) a[0])));
    t.defineMethod("hexdigest", (a, k) -> PyStr.of(HexFormat.of().formatHex(macDigest((HmacObj) a[0]))));
    t.defineMethod("copy", (a, k) -> {
      HmacObj h = (HmacObj) a[0];
      try {
        return new HmacObj(h.name, (Mac) h.mac.clone());
      } catch (CloneNotSupportedException e) {
        throw Errors.valueError("hmac object cannot be copied");
      }
    });
  }
}
