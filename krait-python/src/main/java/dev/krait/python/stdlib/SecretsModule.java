/*
 * The secrets module: tokens and choices from the host's random source (SecureRandom unless
 * the host fixed another one in HostSources).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBool;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.vm.ResourceMeter;
import java.math.BigInteger;
import java.util.Base64;
import java.util.HexFormat;

/** {@code import secrets}. */
public final class SecretsModule {
  private SecretsModule() {}

  static byte[] randomBytes(PyObject nObj) {
    long n = nObj == null || nObj == PyNone.NONE ? 32 : Support.toLong(nObj);
    if (n < 0) {
      throw Errors.valueError("negative argument not allowed");
    }
    ResourceMeter.current().allocate(n * 2);
    byte[] b = new byte[(int) n];
    HostSources.random().nextBytes(b);
    return b;
  }

  static BigInteger below(BigInteger n) {
    int k = n.bitLength();
    java.util.Random r = HostSources.random();
    while (true) {
      BigInteger v = new BigInteger(k, r);
      if (v.compareTo(n) < 0) {
        return v;
      }
    }
  }

  public static PyModule create() {
    PyModule m = new PyModule("secrets");
    m.put("SystemRandom", RandomModule.SYSTEM_RANDOM);
    m.put("DEFAULT_ENTROPY", PyInt.of(32));
    m.def("token_bytes", (a, k) -> {
      PyObject[] p = Support.bind("token_bytes", a, k, new String[] {"nbytes"}, 0);
      return PyBytes.wrap(randomBytes(p[0]));
    });
    m.def("token_hex", (a, k) -> {
      PyObject[] p = Support.bind("token_hex", a, k, new String[] {"nbytes"}, 0);
      return PyStr.of(HexFormat.of().formatHex(randomBytes(p[0])));
    });
    m.def("token_urlsafe", (a, k) -> {
      PyObject[] p = Support.bind("token_urlsafe", a, k, new String[] {"nbytes"}, 0);
      return PyStr.of(Base64.getUrlEncoder().withoutPadding().encodeToString(randomBytes(p[0])));
    });
    m.def("randbelow", (a, k) -> {
      PyObject[] p = Support.bind("randbelow", a, k, new String[] {"exclusive_upper_bound"}, 1);
      if (!(p[0] instanceof PyInt)) {
        if (Ops.truthy(Ops.richCompare(p[0], PyInt.of(0), Ops.Compare.LE))) {
          throw Errors.valueError("Upper bound must be positive.");
        }
        throw Errors.noAttribute(p[0], "bit_length");
      }
      BigInteger n = Ops.index(p[0]).bigValue();
      if (n.signum() <= 0) {
        throw Errors.valueError("Upper bound must be positive.");
      }
      return PyInt.of(below(n));
    });
    m.def("randbits", (a, k) -> {
      PyObject[] p = Support.bind("randbits", a, k, new String[] {"k"}, 1);
      long bits = Support.toLong(p[0]);
      if (bits < 0) {
        throw Errors.valueError("number of bits must be non-negative");
      }
      ResourceMeter.current().allocate(bits / 8);
      return PyInt.of(new BigInteger((int) bits, HostSources.random()));
    });
    m.def("choice", (a, k) -> {
      PyObject[] p = Support.bind("choice", a, k, new String[] {"seq"}, 1);
      long n = Ops.len(p[0]);
      if (n == 0) {
        throw Errors.indexError("Cannot choose from an empty sequence");
      }
      return Ops.getitem(p[0], PyInt.of(below(BigInteger.valueOf(n))));
    });
    m.def("compare_digest", (a, k) -> {
      Args.exact("compare_digest", a, k, 2);
      return PyBool.of(HmacModule.compareDigest(a[0], a[1]));
    });
    return m;
  }
}
