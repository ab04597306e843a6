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
  static final String B32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
  static final String B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";

  /** base64._bytes_from_decode_data: an ASCII str or a bytes-like object. */
  static byte[] decodeData(PyObject o) {
    if (o instanceof dev.krait.python.objects.PyStr || o instanceof PyBytes
        || o instanceof dev.krait.python.objects.PyByteArray) {
      return BinasciiModule.asciiOrBuffer(o);
    }
    throw Errors.typeError("argument should be a bytes-like object or ASCII string, not '" + o.type().name() + "'");
  }

  /** _85encode of CPython's base64.py; chars maps a digit 0..84 to its byte. */
  static byte[] encode85(byte[] b, String chars, boolean pad, boolean foldNuls, boolean foldSpaces) {
    int padding = (4 - b.length % 4) % 4;
    byte[] data = java.util.Arrays.copyOf(b, b.length + padding);
    ByteArrayOutputStream out = new ByteArrayOutputStream(data.length * 5 / 4 + 4);
    int words = data.length / 4;
    for (int w = 0; w < words; w++) {
      long word = ((data[4 * w] & 0xffL) << 24) | ((data[4 * w + 1] & 0xffL) << 16)
          | ((data[4 * w + 2] & 0xffL) << 8) | (data[4 * w + 3] & 0xffL);
      boolean last = w == words - 1;
      byte[] chunk;
      if (foldNuls && word == 0 && !(last && padding > 0 && !pad)) {
        chunk = new byte[] {'z'};
      } else if (foldSpaces && word == 0x20202020L) {
        chunk = new byte[] {'y'};
      } else {
        chunk = new byte[5];
        long v = word;
        for (int i = 4; i >= 0; i--) {
          chunk[i] = (byte) chars.charAt((int) (v % 85));
          v /= 85;
        }
      }
      if (last && padding > 0 && !pad) {
        chunk = java.util.Arrays.copyOf(chunk, chunk.length - padding);
      }
      out.writeBytes(chunk);
    }
    return out.toByteArray();
  }

  static byte[] a85encode(byte[] b, boolean foldSpaces, int wrapcol, boolean pad, boolean adobe) {
    StringBuilder a85 = new StringBuilder();
    for (int i = 33; i < 118; i++) {
      a85.append((char) i);
    }
    byte[] result = encode85(b, a85.toString(), pad, true, foldSpaces);
    if (adobe) {
      byte[] r = new byte[result.length + 2];
      r[0] = '<';
      r[1] = '~';
      System.arraycopy(result, 0, r, 2, result.length);
      result = r;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(result.length + 8);
    if (wrapcol > 0) {
      int wc = Math.max(adobe ? 2 : 1, wrapcol);
      int lastLen = 0;
      for (int i = 0; i < result.length; i += wc) {
        if (i > 0) {
          out.write('\n');
        }
        lastLen = Math.min(wc, result.length - i);
        out.write(result, i, lastLen);
      }
      if (adobe && lastLen + 2 > wc) {
        out.write('\n');
      }
    } else {
      out.writeBytes(result);
    }
    if (adobe) {
      out.write('~');
      out.write('>');
    }
    return out.toByteArray();
  }

  static byte[] a85decode(byte[] b, boolean foldSpaces, boolean adobe, byte[] ignore) {
    if (adobe) {
      int n = b.length;
      if (n < 2 || b[n - 2] != '~' || b[n - 1] != '>') {
        throw Errors.valueError("Ascii85 encoded byte sequences must end with b'~>'");
      }
      if (n >= 4 && b[0] == '<' && b[1] == '~') {
        b = java.util.Arrays.copyOfRange(b, 2, n - 2);
      } else {
        b = java.util.Arrays.copyOf(b, n - 2);
      }
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(b.length);
    int[] curr = new int[5];
    int nc = 0;
    for (int i = 0; i < b.length + 4; i++) {
      int x = i < b.length ? b[i] & 0xff : 'u';
      if (x >= '!' && x <= 'u') {
        curr[nc++] = x;
        if (nc == 5) {
          long acc = 0;
          for (int c : curr) {
            acc = 85 * acc + (c - 33);
          }
          if (acc > 0xffffffffL) {
            throw Errors.valueError("Ascii85 overflow");
          }
          out.write((int) (acc >>> 24));
          out.write((int) (acc >>> 16));
          out.write((int) (acc >>> 8));
          out.write((int) acc);
          nc = 0;
        }
      } else if (x == 'z') {
        if (nc > 0) {
          throw Errors.valueError("z inside Ascii85 5-tuple");
        }
        out.writeBytes(new byte[4]);
      } else if (foldSpaces && x == 'y') {
        if (nc > 0) {
          throw Errors.valueError("y inside Ascii85 5-tuple");
        }
        out.writeBytes(new byte[] {' ', ' ', ' ', ' '});
      } else if (contains(ignore, x)) {
        continue;
      } else {
        throw Errors.valueError("Non-Ascii85 digit found: " + (char) x);
      }
    }
    byte[] r = out.toByteArray();
    int padding = 4 - nc;
    return padding > 0 ? java.util.Arrays.copyOf(r, Math.max(0, r.length - padding)) : r;
  }

  private static boolean contains(byte[] set, int x) {
    for (byte c : set) {
      if ((c & 0xff) == x) {
        return true;
      }
    }
    return false;
  }

  static byte[] b85decode(byte[] b) {
    int padding = (5 - b.length % 5) % 5;
    byte[] data = java.util.Arrays.copyOf(b, b.length + padding);
    java.util.Arrays.fill(data, b.length, data.length, (byte) '~');
    ByteArrayOutputStream out = new ByteArrayOutputStream(data.length);
    for (int i = 0; i < data.length; i += 5) {
      long acc = 0;
      for (int j = 0; j < 5; j++) {
        int c = data[i + j] & 0xff;
        int v = c < 128 ? B85.indexOf(c) : -1;
        if (v < 0) {
          throw Errors.valueError("bad base85 character at position " + (i + j));
        }
        acc = acc * 85 + v;
      }
      if (acc > 0xffffffffL) {
        throw Errors.valueError("base85 overflow in hunk starting at byte " + i);
      }
      out.write((int) (acc >>> 24));
      out.write((int) (acc >>> 16));
      out.write((int) (acc >>> 8));
      out.write((int) acc);
    }
    byte[] r = out.toByteArray();
    return padding > 0 ? java.util.Arrays.copyOf(r, r.length - padding) : r;
  }

  static boolean flag(PyObject o) {
    return o != null && Ops.truthy(o);
  }

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
    byte[] data = decodeData(s);
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
      byte[] data = translate(decodeData(p[0]), new byte[] {'-', '_'}, new byte[] {'+', '/'});
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
      return PyBytes.wrap(b32encode(BinasciiModule.buffer(p[0]), B32));
    });
    m.def("b32hexencode", (a, k) -> {
      PyObject[] p = Support.bind("b32hexencode", a, k, new String[] {"s"}, 1);
      return PyBytes.wrap(b32encode(BinasciiModule.buffer(p[0]), B32HEX));
    });
    m.def("b32hexdecode", (a, k) -> {
      PyObject[] p = Support.bind("b32hexdecode", a, k, new String[] {"s", "casefold"}, 1);
      byte[] data = decodeData(p[0]);
      if (flag(p[1])) {
        data = dev.krait.python.objects.PyStr.upperCase(new String(data, StandardCharsets.ISO_8859_1))
            .getBytes(StandardCharsets.ISO_8859_1);
      }
      return PyBytes.wrap(b32decode(data, B32HEX));
    });
    m.def("a85encode", (a, k) -> {
      PyObject[] p = Support.bind("a85encode", a, k, new String[] {"b", "foldspaces", "wrapcol", "pad", "adobe"}, 1);
      return PyBytes.wrap(a85encode(BinasciiModule.buffer(p[0]), flag(p[1]), p[2] == null ? 0 : Support.toInt(p[2]),
          flag(p[3]), flag(p[4])));
    });
    m.def("a85decode", (a, k) -> {
      PyObject[] p = Support.bind("a85decode", a, k, new String[] {"b", "foldspaces", "adobe", "ignorechars"}, 1);
      byte[] ignore = p[3] == null ? new byte[] {' ', '\t', '\n', '\r', 0x0b} : BinasciiModule.buffer(p[3]);
      return PyBytes.wrap(a85decode(decodeData(p[0]), flag(p[1]), flag(p[2]), ignore));
    });
    m.def("b85encode", (a, k) -> {
      PyObject[] p = Support.bind("b85encode", a, k, new String[] {"b", "pad"}, 1);
      return PyBytes.wrap(encode85(BinasciiModule.buffer(p[0]), B85, flag(p[1]), false, false));
    });
    m.def("b85decode", (a, k) -> {
      PyObject[] p = Support.bind("b85decode", a, k, new String[] {"b"}, 1);
      return PyBytes.wrap(b85decode(decodeData(p[0])));
    });
    m.def("b32decode", (a, k) -> {
      PyObject[] p = Support.bind("b32decode", a, k, new String[] {"s", "casefold", "map01"}, 1);
      byte[] data = decodeData(p[0]);
      if (p[2] != null && p[2] != PyNone.NONE) {
        byte[] m01 = decodeData(p[2]);
        if (m01.length != 1) {
          throw Errors.of(dev.krait.python.objects.ExceptionTypes.ASSERTION_ERROR, "");
        }
        data = translate(data, new byte[] {'0', '1'}, new byte[] {'O', m01[0]});
      }
      if (flag(p[1])) {
        data = dev.krait.python.objects.PyStr.upperCase(new String(data, StandardCharsets.ISO_8859_1))
            .getBytes(StandardCharsets.ISO_8859_1);
      }
      return PyBytes.wrap(b32decode(data, B32));
    });
    m.def("b16encode", (a, k) -> {
      PyObject[] p = Support.bind("b16encode", a, k, new String[] {"s"}, 1);
      String hex = new String(BinasciiModule.hexlify(BinasciiModule.buffer(p[0]), null, 1), StandardCharsets.ISO_8859_1);
      return PyBytes.wrap(dev.krait.python.objects.PyStr.upperCase(hex).getBytes(StandardCharsets.ISO_8859_1));
    });
    m.def("b16decode", (a, k) -> {
      PyObject[] p = Support.bind("b16decode", a, k, new String[] {"s", "casefold"}, 1);
      byte[] data = decodeData(p[0]);
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

  static byte[] b32encode(byte[] data, String alphabet) {
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
        sb.append(j < chars ? alphabet.charAt((int) (buf >>> (35 - 5 * j)) & 31) : '=');
      }
    }
    return sb.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  static byte[] b32decode(byte[] s, String alphabet) {
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
      int v = alphabet.indexOf(s[i]);
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
