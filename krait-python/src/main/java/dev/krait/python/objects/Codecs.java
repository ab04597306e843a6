/*
 * The text codecs str.encode and bytes.decode support (utf-8, ascii, latin-1, utf-16/32, cp1252)
 * with CPython's error handlers (strict, ignore, replace, backslashreplace, xmlcharrefreplace,
 * surrogateescape, surrogatepass) and CPython's error messages, positions included. UTF-8 is
 * decoded by hand so that the reasons ("invalid start byte", "invalid continuation byte",
 * "unexpected end of data") and the byte ranges match.
 */
package dev.krait.python.objects;

import dev.krait.python.vm.ResourceMeter;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Encoding and decoding between str and bytes. */
final class Codecs {
  private Codecs() {}

  /** Canonical codec name, or LookupError. */
  static String normalize(String encoding) {
    if (encoding.length() > 32) {
      // no codec has a longer name: refuse it without case-mapping a name of megabytes
      ResourceMeter.current().allocateString(encoding.length() + 18L);
      throw Errors.of(ExceptionTypes.LOOKUP_ERROR, "unknown encoding: " + encoding);
    }
    String e = PyStr.lowerCase(encoding).replace('_', '-').replace(' ', '-');
    switch (e) {
      case "utf-8", "utf8", "u8", "utf", "cp65001" -> {
        return "utf-8";
      }
      case "ascii", "us-ascii", "646", "us" -> {
        return "ascii";
      }
      case "latin-1", "latin1", "latin", "iso-8859-1", "iso8859-1", "8859", "cp819", "l1", "iso-ir-100" -> {
        return "latin-1";
      }
      case "utf-16", "utf16", "u16" -> {
        return "utf-16";
      }
      case "utf-16-le", "utf-16le" -> {
        return "utf-16-le";
      }
      case "utf-16-be", "utf-16be" -> {
        return "utf-16-be";
      }
      case "utf-32", "utf32", "u32" -> {
        return "utf-32";
      }
      case "utf-32-le", "utf-32le" -> {
        return "utf-32-le";
      }
      case "utf-32-be", "utf-32be" -> {
        return "utf-32-be";
      }
      case "cp1252", "windows-1252" -> {
        return "cp1252";
      }
      default -> throw Errors.of(ExceptionTypes.LOOKUP_ERROR, "unknown encoding: " + encoding);
    }
  }

  private static void checkHandler(String errors) {
    switch (errors) {
      case "strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "surrogateescape",
          "surrogatepass", "namereplace" -> { }
      default -> throw Errors.of(ExceptionTypes.LOOKUP_ERROR, "unknown error handler name '" + errors + "'");
    }
  }

  private static String charEscape(int c) {
    if (c <= 0xff) {
      return String.format("\\x%02x", c);
    }
    if (c <= 0xffff) {
      return String.format("\\u%04x", c);
    }
    return String.format("\\U%08x", c);
  }

  // ---------------------------------------------------------------- encode

  static byte[] encode(String s, String enc, String errors) {
    ResourceMeter.current().allocate(16 + (long) s.length() * (enc.startsWith("utf-32") ? 4 : 3));
    switch (enc) {
      case "utf-8" -> {
        return encodeUtf8(s, errors);
      }
      case "ascii" -> {
        return encodeCharmap(s, errors, 128, "ascii", "ordinal not in range(128)");
      }
      case "latin-1" -> {
        return encodeCharmap(s, errors, 256, "latin-1", "ordinal not in range(256)");
      }
      case "utf-16" -> {
        byte[] body = s.getBytes(StandardCharsets.UTF_16LE);
        byte[] out = new byte[body.length + 2];
        out[0] = (byte) 0xff;
        out[1] = (byte) 0xfe;
        System.arraycopy(body, 0, out, 2, body.length);
        return out;
      }
      case "utf-16-le" -> {
        return s.getBytes(StandardCharsets.UTF_16LE);
      }
      case "utf-16-be" -> {
        return s.getBytes(StandardCharsets.UTF_16BE);
      }
      case "utf-32", "utf-32-le", "utf-32-be" -> {
        boolean be = enc.equals("utf-32-be");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (enc.equals("utf-32")) {
          out.write(0xff);
          out.write(0xfe);
          out.write(0);
          out.write(0);
        }
        s.codePoints().forEach(c -> {
          for (int i = 0; i < 4; i++) {
            int shift = be ? 24 - 8 * i : 8 * i;
            out.write((c >>> shift) & 0xff);
          }
        });
        return out.toByteArray();
      }
      default -> {
        java.nio.charset.Charset cs = java.nio.charset.Charset.forName("windows-1252");
        java.nio.charset.CharsetEncoder encoder = cs.newEncoder();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int pos = 0;
        for (int i = 0; i < s.length(); ) {
          int c = s.codePointAt(i);
          String ch = new String(Character.toChars(c));
          if (encoder.canEncode(ch)) {
            byte[] b = ch.getBytes(cs);
            out.write(b, 0, b.length);
          } else {
            handleEncodeError(out, s, c, pos, errors, "charmap", "character maps to <undefined>");
          }
          i += Character.charCount(c);
          pos++;
        }
        return out.toByteArray();
      }
    }
  }

  private static void handleEncodeError(ByteArrayOutputStream out, String s, int c, int pos, String errors,
      String codec, String reason) {
    checkHandler(errors);
    switch (errors) {
      case "ignore" -> { }
      case "replace" -> out.write('?');
      case "backslashreplace" -> out.writeBytes(charEscape(c).getBytes(StandardCharsets.US_ASCII));
      case "xmlcharrefreplace" -> out.writeBytes(("&#" + c + ";").getBytes(StandardCharsets.US_ASCII));
      case "surrogateescape" -> {
        if (c >= 0xdc80 && c <= 0xdcff) {
          out.write(c - 0xdc00);
        } else {
          throw encodeError(codec, c, pos, pos + 1, reason);
        }
      }
      default -> throw encodeError(codec, c, pos, pos + 1, reason);
    }
  }

  private static PyError encodeError(String codec, int c, int start, int end, String reason) {
    String msg;
    if (end - start == 1) {
      msg = "'" + codec + "' codec can't encode character '" + charEscape(c) + "' in position " + start + ": "
          + reason;
    } else {
      msg = "'" + codec + "' codec can't encode characters in position " + start + "-" + (end - 1) + ": " + reason;
    }
    return Errors.of(ExceptionTypes.UNICODE_ENCODE_ERROR, msg);
  }

  private static byte[] encodeCharmap(String s, String errors, int limit, String codec, String reason) {
    boolean ok = true;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= limit) {
        ok = false;
        break;
      }
    }
    if (ok) {
      return s.getBytes(StandardCharsets.ISO_8859_1);
    }
    int[] cps = s.codePoints().toArray();
    ByteArrayOutputStream out = new ByteArrayOutputStream(cps.length);
    for (int i = 0; i < cps.length; i++) {
      int c = cps[i];
      if (c < limit) {
        out.write(c);
        continue;
      }
      int j = i;
      while (j < cps.length && cps[j] >= limit) {
        j++;
      }
      if (errors.equals("strict")) {
        throw encodeError(codec, c, i, j, reason);
      }
      checkHandler(errors);
      if (errors.equals("surrogatepass") || errors.equals("namereplace") || errors.equals("surrogateescape")) {
        if (errors.equals("surrogateescape") && c >= 0xdc80 && c <= 0xdcff) {
          out.write(c - 0xdc00);
          continue;
        }
        throw encodeError(codec, c, i, j, reason);
      }
      handleEncodeError(out, s, c, i, errors, codec, reason);
    }
    return out.toByteArray();
  }

  private static byte[] encodeUtf8(String s, String errors) {
    boolean clean = true;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
          i++;
          continue;
        }
        clean = false;
        break;
      }
    }
    if (clean) {
      return s.getBytes(StandardCharsets.UTF_8);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(s.length() + 8);
    int pos = 0;
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      if (c >= 0xd800 && c <= 0xdfff) {
        if (errors.equals("surrogatepass")) {
          out.write(0xe0 | (c >> 12));
          out.write(0x80 | ((c >> 6) & 0x3f));
          out.write(0x80 | (c & 0x3f));
        } else {
          handleEncodeError(out, s, c, pos, errors, "utf-8", "surrogates not allowed");
        }
      } else {
        byte[] b = new String(Character.toChars(c)).getBytes(StandardCharsets.UTF_8);
        out.write(b, 0, b.length);
      }
      pos++;
    }
    return out.toByteArray();
  }

  // ---------------------------------------------------------------- decode

  static String decode(byte[] data, String enc, String errors) {
    ResourceMeter.current().allocateString(data.length);
    switch (enc) {
      case "utf-8" -> {
        return decodeUtf8(data, errors);
      }
      case "ascii" -> {
        StringBuilder sb = new StringBuilder(data.length);
        for (int i = 0; i < data.length; i++) {
          int b = data[i] & 0xff;
          if (b < 128) {
            sb.append((char) b);
          } else {
            decodeError(sb, data, i, i + 1, "ascii", "ordinal not in range(128)", errors);
          }
        }
        return sb.toString();
      }
      case "latin-1" -> {
        return new String(data, StandardCharsets.ISO_8859_1);
      }
      case "utf-16" -> {
        if (data.length >= 2 && (data[0] & 0xff) == 0xfe && (data[1] & 0xff) == 0xff) {
          return new String(data, 2, data.length - 2, StandardCharsets.UTF_16BE);
        }
        if (data.length >= 2 && (data[0] & 0xff) == 0xff && (data[1] & 0xff) == 0xfe) {
          return new String(data, 2, data.length - 2, StandardCharsets.UTF_16LE);
        }
        return new String(data, StandardCharsets.UTF_16LE);
      }
      case "utf-16-le" -> {
        return new String(data, StandardCharsets.UTF_16LE);
      }
      case "utf-16-be" -> {
        return new String(data, StandardCharsets.UTF_16BE);
      }
      case "utf-32", "utf-32-le", "utf-32-be" -> {
        boolean be = enc.equals("utf-32-be");
        int start = 0;
        if (enc.equals("utf-32") && data.length >= 4) {
          if ((data[0] & 0xff) == 0xff && (data[1] & 0xff) == 0xfe && data[2] == 0 && data[3] == 0) {
            start = 4;
          } else if (data[0] == 0 && data[1] == 0 && (data[2] & 0xff) == 0xfe && (data[3] & 0xff) == 0xff) {
            start = 4;
            be = true;
          }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = start; i + 3 < data.length; i += 4) {
          int c = 0;
          for (int j = 0; j < 4; j++) {
            int b = data[i + j] & 0xff;
            c |= be ? b << (24 - 8 * j) : b << (8 * j);
          }
          if (c < 0 || c > 0x10ffff) {
            decodeError(sb, data, i, i + 4, enc, "code point not in range(0x110000)", errors);
          } else {
            sb.appendCodePoint(c);
          }
        }
        return sb.toString();
      }
      default -> {
        StringBuilder sb = new StringBuilder(data.length);
        for (int i = 0; i < data.length; i++) {
          int b = data[i] & 0xff;
          if (b == 0x81 || b == 0x8d || b == 0x8f || b == 0x90 || b == 0x9d) {
            decodeError(sb, data, i, i + 1, "charmap", "character maps to <undefined>", errors);
          } else {
            sb.append(new String(new byte[] {(byte) b}, java.nio.charset.Charset.forName("windows-1252")));
          }
        }
        return sb.toString();
      }
    }
  }

  private static void decodeError(StringBuilder sb, byte[] data, int start, int end, String codec, String reason,
      String errors) {
    switch (errors) {
      case "strict" -> {
        String msg;
        if (end - start == 1) {
          msg = "'" + codec + "' codec can't decode byte 0x" + String.format("%02x", data[start] & 0xff)
              + " in position " + start + ": " + reason;
        } else {
          msg = "'" + codec + "' codec can't decode bytes in position " + start + "-" + (end - 1) + ": " + reason;
        }
        PyError err = Errors.of(ExceptionTypes.UNICODE_DECODE_ERROR, msg);
        // CPython's args are (encoding, object, start, end, reason); __str__ renders msg from them
        err.value().setArgs(PyTuple.of(PyStr.of(codec), PyBytes.of(data), PyInt.of(start), PyInt.of(end),
            PyStr.of(reason)));
        throw err;
      }
      case "ignore" -> { }
      case "replace" -> sb.append('\ufffd');
      case "backslashreplace" -> {
        for (int i = start; i < end; i++) {
          sb.append(String.format("\\x%02x", data[i] & 0xff));
        }
      }
      case "surrogateescape" -> {
        for (int i = start; i < end; i++) {
          sb.append((char) (0xdc00 + (data[i] & 0xff)));
        }
      }
      default -> {
        checkHandler(errors);
        decodeError(sb, data, start, end, codec, reason, "strict");
      }
    }
  }

  static String decodeUtf8(byte[] data, String errors) {
    int n = data.length;
    boolean ascii = true;
    for (byte b : data) {
      if (b < 0) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      return new String(data, StandardCharsets.ISO_8859_1);
    }
    StringBuilder sb = new StringBuilder(n);
    int i = 0;
    while (i < n) {
      int b0 = data[i] & 0xff;
      if (b0 < 0x80) {
        sb.append((char) b0);
        i++;
        continue;
      }
      int need;
      int lo = 0x80;
      int hi = 0xbf;
      if (b0 >= 0xc2 && b0 <= 0xdf) {
        need = 1;
      } else if (b0 >= 0xe0 && b0 <= 0xef) {
        need = 2;
        if (b0 == 0xe0) {
          lo = 0xa0;
        } else if (b0 == 0xed) {
          hi = 0x9f;
        }
      } else if (b0 >= 0xf0 && b0 <= 0xf4) {
        need = 3;
        if (b0 == 0xf0) {
          lo = 0x90;
        } else if (b0 == 0xf4) {
          hi = 0x8f;
        }
      } else {
        decodeError(sb, data, i, i + 1, "utf-8", "invalid start byte", errors);
        i++;
        continue;
      }
      int cp = b0 & (0x3f >> need);
      int j = 1;
      boolean bad = false;
      for (; j <= need; j++) {
        if (i + j >= n) {
          decodeError(sb, data, i, n, "utf-8", "unexpected end of data", errors);
          return sb.toString();
        }
        int b = data[i + j] & 0xff;
        int l = j == 1 ? lo : 0x80;
        int h = j == 1 ? hi : 0xbf;
        if (b < l || b > h) {
          decodeError(sb, data, i, i + j, "utf-8", "invalid continuation byte", errors);
          i += j;
          bad = true;
          break;
        }
        cp = (cp << 6) | (b & 0x3f);
      }
      if (bad) {
        continue;
      }
      sb.appendCodePoint(cp);
      i += need + 1;
    }
    return sb.toString();
  }
}
