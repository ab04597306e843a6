/*
 * Reads the snippet corpora under src/test/resources/parser (see gen_expected.py there):
 * snippets separated by "### name" lines, and expected outputs as name/value line pairs.
 */
package dev.krait.python.parser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

final class CorpusFiles {
  private CorpusFiles() {}

  static String read(String resource) {
    try (InputStream in = CorpusFiles.class.getResourceAsStream("/parser/" + resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** name -> Krait source (the part before a "#### oracle" line, if any). */
  static Map<String, String> snippets(String resource) {
    Map<String, String> out = new LinkedHashMap<>();
    String name = null;
    StringBuilder sb = new StringBuilder();
    for (String line : read(resource).split("\n", -1)) {
      if (line.startsWith("### ")) {
        if (name != null) {
          out.put(name, source(sb));
        }
        name = line.substring(4).trim();
        sb.setLength(0);
      } else {
        if (sb.length() > 0 || !line.isEmpty() || true) {
          sb.append(line).append('\n');
        }
      }
    }
    if (name != null) {
      out.put(name, source(sb));
    }
    return out;
  }

  private static String source(StringBuilder sb) {
    String s = sb.substring(0, Math.max(0, sb.length() - 1)); // lines were joined with '\n'
    int oracle = s.indexOf("\n#### oracle\n");
    return oracle >= 0 ? s.substring(0, oracle) : s;
  }

  /** name -> expected line. */
  static Map<String, String> expected(String resource) {
    Map<String, String> out = new LinkedHashMap<>();
    String[] lines = read(resource).split("\n");
    for (int i = 0; i + 1 < lines.length; i += 2) {
      out.put(lines[i], lines[i + 1]);
    }
    return out;
  }
}
