/*
 * Reading the cell a command was given (a file or standard input). Cells are UTF-8, as Python
 * source is by default; a file that is not gets CPython's own SyntaxError for it (with the line of
 * the first bad byte) instead of a Java decoder message.
 */
package dev.krait.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/** The text of a cell given on the command line. */
final class SourceFile {
  private SourceFile() {}

  /** The file could not be read at all: a usage error, said in plain words. */
  static final class Unreadable extends Exception {
    Unreadable(String message) {
      super(message);
    }
  }

  /** The file is not UTF-8 text: a syntax error, as CPython reports it. */
  static final class NotUtf8 extends Exception {
    NotUtf8(String message) {
      super(message);
    }
  }

  /** Reads {@code file}, or standard input for {@code "-"}. */
  static String read(String file, InputStream stdin) throws Unreadable, NotUtf8 {
    byte[] bytes;
    try {
      bytes = file.equals("-") ? stdin.readAllBytes() : Files.readAllBytes(Path.of(file));
    } catch (NoSuchFileException e) {
      throw new Unreadable("can't open file '" + file + "': No such file or directory");
    } catch (AccessDeniedException e) {
      throw new Unreadable("can't open file '" + file + "': Permission denied");
    } catch (IOException | RuntimeException e) {
      if (Files.isDirectory(Path.of(file))) {
        throw new Unreadable("can't read '" + file + "': it is a directory");
      }
      throw new Unreadable("can't read '" + file + "'");
    }
    return decode(bytes, file.equals("-") ? "<stdin>" : file);
  }

  static String decode(byte[] bytes, String name) throws NotUtf8 {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      int at = in.position();
      int line = 1;
      for (int i = 0; i < at; i++) {
        if (bytes[i] == '\n') {
          line++;
        }
      }
      throw new NotUtf8(String.format(Locale.ROOT, "SyntaxError: Non-UTF-8 code starting with '\\x%02x' in file %s"
          + " on line %d, but no encoding declared; see https://peps.python.org/pep-0263/ for details",
          bytes[at] & 0xff, name, line));
    }
    decoder.flush(out);
    return out.flip().toString();
  }
}
