/*
 * binascii: hex and base64 conversions and crc32, with binascii.Error (a ValueError) shared with
 * the base64 module. The base64 decoder follows CPython's a2b_base64 (lenient by default,
 * strict_mode on request) so error messages and results agree.
 */
package dev.krait.python.stdlib;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyByteArray;
import dev.krait.python.objects.PyBytes;
import dev.krait.python.objects.PyInt;
import dev.krait.python.objects.PyModule;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;
import dev.krait.python.vm.ResourceMeter;
import java.io.ByteArrayOutputStream;
import java.util.zip.CRC32;

/** {@code import binascii}. */
public final class BinasciiModule {
  private BinasciiModule() {}

  public static final PyType ERROR = PyType.builtin("Error", ExceptionTypes.VALUE_ERROR, PyType::markBaseType);
  public static final PyType INCOMPLETE = PyType.builtin("Incomplete", ExceptionTypes.EXCEPTION, PyType::markBaseType);

  static final String B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

  /** Bytes of a bytes-like object (TypeError otherwise). */
  static byte[] buffer(PyObject o) {
    if (o instanceof PyBytes || o instanceof PyByteArray) {
      byte[] b = PyBytes.bytesFromObject(o);
      ResourceMeter.current().allocate(b.length * 2L);
      return b;
    }
    throw Errors.typeError("a bytes-like object is required, not '" + o.type().name() + "'");
  }

  /** Bytes of an ASCII str or a bytes-like object (the a2b_* functions accept both). */
  static byte[] asciiOrBuffer(PyObject o) {
    if (o instanceof PyStr s) {
      String v = s.value();
      for (int i = 0; i < v.length(); i++) {
        if (v.charAt(i) > 127) {
          throw Errors.valueError("string argument should contain only ASCII characters");
        }
      }
      ResourceMeter.current().allocate(v.length() * 2L);
      return v.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }
    if (o instanceof PyBytes || o instanceof PyByteArray) {
      return buffer(o);
    }
    throw Errors.typeError("argument should be bytes, buffer or ASCII string, not '" + o.type().name() + "'");
  }

  static RuntimeException error(String msg) {
    return Errors.of(ERROR, msg);
  }

  static byte[] hexlify(byte[] data, String sep, int perSep) {
    StringBuilder sb = new StringBuilder(data.length * 3);
    String hex = "0123456789abcdef";
    int n = data.length;
    for (int i = 0; i < n; i++) {
      if (sep != null && i > 0) {
        int fromEnd = n - i;
        boolean boundary = perSep > 0 ? fromEnd % perSep == 0 : i % (-perSep) == 0;
        if (boundary) {
          sb.append(sep);
        }
      }
      sb.append(hex.charAt((data[i] >> 4) & 15)).append(hex.charAt(data[i] & 15));
    }
    return sb.toString().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  static byte[] unhexlify(byte[] s) {
    if (s.length % 2 != 0) {
      throw error("Odd-length string");
    }
    byte[] out = new byte[s.length / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = Character.digit(s[2 * i], 16);
      int lo = Character.digit(s[2 * i + 1], 16);
      if (hi < 0 || lo < 0) {
        throw error("Non-hexadecimal digit found");
      }
      out[i] = (byte) (hi * 16 + lo);
    }
    return out;
  }

  static byte[] b2aBase64(byte[] data, boolean newline) {
    String s = java.util.Base64.getEncoder().encodeToString(data);
    return (newline ? s + "\n" : s).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  /** CPython's a2b_base64. */
  static byte[] a2bBase64(byte[] s, boolean strict) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(s.length * 3 / 4 + 3);
    int quadPos = 0;
    int left = 0;
    int pads = 0;
    boolean paddingStarted = false;
    if (strict && s.length > 0 && s[0] == '=') {
      throw error("Leading padding not allowed");
    }
    for (int i = 0; i < s.length; i++) {
      int c = s[i] & 0xff;
      if (c == '=') {
        paddingStarted = true;
        if (quadPos >= 2 && quadPos + ++pads >= 4) {
          if (strict && i + 1 < s.length) {
            throw error("Excess data after padding");
          }
          return out.toByteArray();
        }
        continue;
      }
      int v = c < 128 ? B64.indexOf(c) : -1;
      if (v < 0) {
        if (strict) {
          throw error("Only base64 data is allowed");
        }
        continue;
      }
      if (strict && paddingStarted) {
        throw error("Discontinuous padding not allowed");
      }
      pads = 0;
      switch (quadPos) {
        case 0 -> {
          quadPos = 1;
          left = v;
        }
        case 1 -> {
          quadPos = 2;
          out.write((left << 2) | (v >> 4));
          left = v & 0x0f;
        }
        case 2 -> {
          quadPos = 3;
          out.write((left << 4) | (v >> 2));
          left = v & 0x03;
        }
        default -> {
          quadPos = 0;
          out.write((left << 6) | v);
          left = 0;
        }
      }
    }
    if (quadPos != 0) {
      if (quadPos == 1) {
        throw error("Invalid base64-encoded string: number of data characters (" + (out.size() / 3 * 4 + 1)
            + ") cannot be 1 more than a multiple of 4");
      }
      throw error("Incorrect padding");
    }
    return out.toByteArray();
  }

  public static PyModule create() {
    PyModule m = new PyModule("binascii");
    m.put("Error", ERROR);
    m.put("Incomplete", INCOMPLETE);
    for (String name : new String[] {"hexlify", "b2a_hex"}) {
      m.def(name, (a, k) -> {
        PyObject[] p = Support.bind(name, a, k, new String[] {"data", "sep", "bytes_per_sep"}, 1);
        String sep = null;
        if (p[1] != null && p[1] != PyNone.NONE) {
          sep = p[1] instanceof PyStr s ? s.value() : new String(buffer(p[1]), java.nio.charset.StandardCharsets.ISO_8859_1);
          if (sep.length() != 1) {
            throw Errors.valueError("sep must be length 1.");
          }
        }
        int per = p[2] == null ? 1 : Support.toInt(p[2]);
        return PyBytes.wrap(hexlify(buffer(p[0]), sep, per));
      });
    }
    for (String name : new String[] {"unhexlify", "a2b_hex"}) {
      m.def(name, (a, k) -> {
        Args.exact(name, a, k, 1);
        return PyBytes.wrap(unhexlify(asciiOrBuffer(a[0])));
      });
    }
    m.def("b2a_base64", (a, k) -> {
      PyObject[] p = Support.bind("b2a_base64", a, k, new String[] {"data", "newline"}, 1);
      return PyBytes.wrap(b2aBase64(buffer(p[0]), p[1] == null || Ops.truthy(p[1])));
    });
    m.def("a2b_base64", (a, k) -> {
      PyObject[] p = Support.bind("a2b_base64", a, k, new String[] {"data", "strict_mode"}, 1);
      return PyBytes.wrap(a2bBase64(asciiOrBuffer(p[0]), p[1] != null && Ops.truthy(p[1])));
    });
    m.def("crc_hqx", (a, k) -> {
      Args.exact("crc_hqx", a, k, 2);
      byte[] data = buffer(a[0]);
      int crc = Ops.index(a[1]).bigValue().intValue() & 0xffff;
      for (byte b : data) {
        crc ^= (b & 0xff) << 8;
        for (int j = 0; j < 8; j++) {
          crc = (crc & 0x8000) != 0 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
        }
      }
      return PyInt.of(crc);
    });
    m.def("crc32", (a, k) -> {
      Args.range("crc32", a, k, 1, 2);
      byte[] data = buffer(a[0]);
      long start = a.length > 1 ? Ops.index(a[1]).bigValue().longValue() & 0xffffffffL : 0;
      return PyInt.of(crc32(data, start));
    });
    return m;
  }

  /** zlib's crc32 continuing from {@code start}. */
  static long crc32(byte[] data, long start) {
    if (start == 0) {
      CRC32 c = new CRC32();
      c.update(data);
      return c.getValue();
    }
    long crc = ~start & 0xffffffffL;
    for (byte b : data) {
      crc ^= b & 0xff;
      for (int j = 0; j < 8; j++) {
        crc = (crc & 1) != 0 ? (crc >>> 1) ^ 0xEDB88320L : crc >>> 1;
      }
    }
    return ~crc & 0xffffffffL;
  }
}
