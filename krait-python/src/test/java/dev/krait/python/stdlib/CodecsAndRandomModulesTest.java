/*
 * Tests of random, hashlib, hmac, base64, binascii, uuid and decimal through the object API;
 * expected values from CPython 3.11.
 */
package dev.krait.python.stdlib;

import static dev.krait.python.stdlib.StdlibTestSupport.call;
import static dev.krait.python.stdlib.StdlibTestSupport.error;
import static dev.krait.python.stdlib.StdlibTestSupport.fn;
import static dev.krait.python.stdlib.StdlibTestSupport.i;
import static dev.krait.python.stdlib.StdlibTestSupport.list;
import static dev.krait.python.stdlib.StdlibTestSupport.meth;
import static dev.krait.python.stdlib.StdlibTestSupport.repr;
import static dev.krait.python.stdlib.StdlibTestSupport.s;
import static dev.krait.python.stdlib.StdlibTestSupport.str;
import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyObject;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class CodecsAndRandomModulesTest {
  private static PyBytes b(String v) {
    return PyBytes.wrap(v.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void seededRandomMatchesCpython() {
    PyModule r = RandomModule.create();
    fn(r, "seed", i(42));
    assertThat(repr(fn(r, "random"))).isEqualTo("0.6394267984578837");
    assertThat(repr(fn(r, "random"))).isEqualTo("0.025010755222666936");
    fn(r, "seed", i(42));
    fn(r, "random");
    fn(r, "random");
    assertThat(repr(fn(r, "randint", i(1), i(100)))).isEqualTo("36");
    PyObject rng = call(Ops.getattr(r, "Random"), i(123));
    assertThat(repr(meth(rng, "random"))).isEqualTo("0.052363598850944326");
    assertThat(error(() -> fn(r, "choice", list()))).isEqualTo("IndexError: Cannot choose from an empty sequence");
  }

  @Test
  void hashesAndHmac() {
    PyModule h = HashlibModule.create();
    assertThat(str(meth(fn(h, "sha256", b("abc")), "hexdigest")))
        .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assertThat(str(meth(fn(h, "md5", b("")), "hexdigest"))).isEqualTo("d41d8cd98f00b204e9800998ecf8427e");
    assertThat(error(() -> fn(h, "sha1", s("x")))).isEqualTo("TypeError: Strings must be encoded before hashing");
    PyObject mac = fn(HmacModule.create(), "new", b("key"), b("The quick brown fox jumps over the lazy dog"), s("sha256"));
    assertThat(str(meth(mac, "hexdigest")))
        .isEqualTo("f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8");
  }

  @Test
  void base64AndBinascii() {
    PyModule b64 = Base64Module.create();
    assertThat(repr(fn(b64, "b64encode", b("hello world")))).isEqualTo("b'aGVsbG8gd29ybGQ='");
    assertThat(repr(fn(b64, "b64decode", s("aGVsbG8gd29ybGQ=")))).isEqualTo("b'hello world'");
    assertThat(error(() -> fn(b64, "b64decode", s("abc")))).isEqualTo("Error: Incorrect padding");
    PyModule ba = BinasciiModule.create();
    assertThat(repr(fn(ba, "hexlify", b("abc")))).isEqualTo("b'616263'");
    assertThat(repr(fn(ba, "crc32", b("hello")))).isEqualTo("907060870");
  }

  @Test
  void uuids() {
    PyModule u = UuidModule.create();
    PyObject v5 = fn(u, "uuid5", Ops.getattr(u, "NAMESPACE_DNS"), s("example.com"));
    assertThat(str(v5)).isEqualTo("cfbff0d1-9375-5685-968c-48ce8b15ae17");
    assertThat(repr(Ops.getattr(fn(u, "uuid4"), "version"))).isEqualTo("4");
    assertThat(error(() -> fn(u, "UUID", s("nope")))).isEqualTo("ValueError: badly formed hexadecimal UUID string");
  }

  @Test
  void decimalArithmetic() {
    PyModule d = DecimalModule.create();
    PyObject dec = Ops.getattr(d, "Decimal");
    PyObject x = call(dec, s("1.10"));
    PyObject y = call(dec, s("2.20"));
    assertThat(repr(Ops.binary(x, y, Ops.Binary.ADD))).isEqualTo("Decimal('3.30')");
    assertThat(str(Ops.binary(call(dec, i(1)), call(dec, i(3)), Ops.Binary.TRUEDIV)))
        .isEqualTo("0.3333333333333333333333333333");
    assertThat(str(meth(call(dec, s("2.675")), "quantize", call(dec, s("0.01")), "rounding=", s("ROUND_HALF_UP"))))
        .isEqualTo("2.68");
    assertThat(Ops.hash(call(dec, i(5)))).isEqualTo(5L);
    assertThat(error(() -> Ops.binary(call(dec, i(1)), call(dec, i(0)), Ops.Binary.TRUEDIV)))
        .isEqualTo("decimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]");
  }
}
