/*
 * base64: standard, URL-safe, base32 and base16 encodings and encodebytes/decodebytes, on top of
 * binascii (so decoding errors are binascii.Error with CPython's messages).
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** {@code import base64}. */
public final class Base64Module {
  private Base64Module() {}

  static final String B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

  static byte[] translate(byte[] s, byte[] from, byte[] to) {
    byte[] out = s.clone();
    for (int i = 0; i < out.length; i++) {
      for (int j = 0; j < from.length; j++) {
        if (out[i] == from[j]) {
          out[i] = to[j];
          break;
        }
      }
    }
    return out;
  }

  static byte[] altchars(PyObject alt) {
    byte[] a = BinasciiModule.asciiOrBuffer(alt);
    if (a.length != 2) {
      throw Errors.valueError("altchars must be a bytes-like object of length 2");
    }
    return a;
  }

  static byte[] b64encode(byte[] data, PyObject alt) {
    byte[] out = BinasciiModule.b2aBase64(data, false);
    if (alt != null && alt != PyNone.NONE) {
      out = translate(out, new byte[] {'+', '/'}, altchars(alt));
    }
    return out;
  }

  static byte[] b64decode(PyObject s, PyObject alt, boolean validate) {
    byte[] data = BinasciiModule.asciiOrBuffer(s);
    if (alt != null && alt != PyNone.NONE) {
      data = translate(data, altchars(alt), new byte[] {'+', '/'});
    }
    return BinasciiModule.a2bBase64(data, validate);
  }

  public static PyModule create() {
    PyModule m = new PyModule("base64");
    m.def("b64encode", (a, k) -> {
      PyObject[] p = Support.bind("b64encode", a, k, new String[] {"s", "altchars"}, 1);
      return PyBytes.wrap(b64encode(BinasciiModule.buffer(p[0]), p[1]));
    });
    m.def("b64decode", (a, k) -> {
      PyObject[] p = Support.bind("b64decode", a, k, new String[] {"s", "altchars", "validate"}, 1);
      return PyBytes.wrap(b64decode(p[0], p[1], p[2] != null && Ops.truthy(p[2])));
    });
    m.def("standard_b64encode", (a, k) -> {
      PyObject[] p = Support.bind("standard_b64encode", a, k, new String[] {"s"}, 1);
      return PyBytes.wrap(b64encode(BinasciiModule.buffer(p[0]), null));
    });
    m.def("standard_b64decode", (a, k) -> {
      PyObject[] p = Support.bind("standard_b64decode", a, k, new String[] {"s"}, 1);
      return PyBytes.wrap(b64decode(p[0], null, false));
    });
    m.def("urlsafe_b64encode", (a, k) -> {
      PyObject[] p = Support.bind("urlsafe_b64encode", a, k, new String[] {"s"}, 1);
      return PyBytes.wrap(translate(b64encode(BinasciiModule.buffer(p[0]), null), new byte[] {'+', '/'},
          new byte[] {'-', '_'}));
    });
    m.def("urlsafe_b64decode", (a, k) -> {
      PyObject[] p = Support.bind("urlsafe_b64decode", a, k, new String[] {"s"}, 1);
      byte[] data = translate(BinasciiModule.asciiOrBuffer(p[0]), new byte[] {'-', '_'}, new byte[] {'+', '/'});
      return PyBytes.wrap(BinasciiModule.a2bBase64(data, false));
    });
    m.def("encodebytes", (a, k) -> {
      PyObject[] p = Support.bind("encodebytes", a, k, new String[] {"s"}, 1);
      byte[] data = BinasciiModule.buffer(p[0]);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      for (int i = 0; i < data.length; i += 57) {
        byte[] chunk = java.util.Arrays.copyOfRange(data, i, Math.min(data.length, i + 57));
        out.writeBytes(BinasciiModule.b2aBase64(chunk, true));
      }
      return PyBytes.wrap(out.toByteArray());
    });
    m.def("decodebytes", (a, k) -> {
      PyObject[] p = Support.bind("decodebytes", a, k, new String[] {"s"}, 1);
      return PyBytes.wrap(BinasciiModule.a2bBase64(BinasciiModule.buffer(p[0]), false));
    });
    m.def("b32encode", (a, k) -> {
      PyObject[] p = Support.bind("b32encode", a, k, new String[] {"s"}, 1);
      return PyBytes.wrap(b32encode(BinasciiModule.buffer(p[0])));
    });
    m.def("b32decode", (a, k) -> {
      PyObject[] p = Support.bind("b32decode", a, k, new String[] {"s", "casefold", "map01"}, 1);
      byte[] data = BinasciiModule.asciiOrBuffer(p[0]);
      if (p[1] != null && Ops.truthy(p[1])) {
        data = new String(data, StandardCharsets.ISO_8859_1).toUpperCase(java.util.Locale.ROOT)
            .getBytes(StandardCharsets.ISO_8859_1);
      }
      return PyBytes.wrap(b32decode(data));
    });
    m.def("b16encode", (a, k) -> {
      PyObject[] p = Support.bind("b16encode", a, k, new String[] {"s"}, 1);
      return PyBytes.wrap(new String(BinasciiModule.hexlify(BinasciiModule.buffer(p[0]), null, 1),
          StandardCharsets.ISO_8859_1).toUpperCase(java.util.Locale.ROOT).getBytes(StandardCharsets.ISO_8859_1));
    });
    m.def("b16decode", (a, k) -> {
      PyObject[] p = Support.bind("b16decode", a, k, new String[] {"s", "casefold"}, 1);
      byte[] data = BinasciiModule.asciiOrBuffer(p[0]);
      boolean casefold = p[1] != null && Ops.truthy(p[1]);
      for (byte b : data) {
        boolean ok = (b >= '0' && b <= '9') || (b >= 'A' && b <= 'F') || (casefold && b >= 'a' && b <= 'f');
        if (!ok) {
          throw Errors.of(BinasciiModule.ERROR, "Non-base16 digit found");
        }
      }
      return PyBytes.wrap(BinasciiModule.unhexlify(data));
    });
    return m;
  }

  static byte[] b32encode(byte[] data) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < data.length; i += 5) {
      long buf = 0;
      int n = Math.min(5, data.length - i);
      for (int j = 0; j < 5; j++) {
        buf = (buf << 8) | (j < n ? data[i + j] & 0xff : 0);
      }
      int chars = switch (n) {
        case 1 -> 2;
        case 2 -> 4;
        case 3 -> 5;
        case 4 -> 7;
        default -> 8;
      };
      for (int j = 0; j < 8; j++) {
        sb.append(j < chars ? B32.charAt((int) (buf >>> (35 - 5 * j)) & 31) : '=');
      }
    }
    return sb.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  static byte[] b32decode(byte[] s) {
    if (s.length % 8 != 0) {
      throw Errors.of(BinasciiModule.ERROR, "Incorrect padding");
    }
    int end = s.length;
    while (end > 0 && s[end - 1] == '=') {
      end--;
    }
    int padChars = s.length - end;
    if (padChars != 0 && padChars != 1 && padChars != 3 && padChars != 4 && padChars != 6) {
      throw Errors.of(BinasciiModule.ERROR, "Incorrect padding");
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    long buf = 0;
    int bits = 0;
    for (int i = 0; i < end; i++) {
      int v = B32.indexOf(s[i]);
      if (v < 0) {
        throw Errors.of(BinasciiModule.ERROR, "Non-base32 digit found");
      }
      buf = (buf << 5) | v;
      bits += 5;
      if (bits >= 8) {
        bits -= 8;
        out.write((int) (buf >>> bits) & 0xff);
      }
    }
    return out.toByteArray();
  }
}
