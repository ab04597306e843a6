/*
 * One upstream MCP server: a command line to start (stdio) or a URL (streamable HTTP).
 */
package dev.krait.mcp;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An MCP server whose tools a cell may call: either a command line started as a child process
 * speaking MCP over stdio, or the URL of a streamable-HTTP MCP endpoint.
 *
 * @param name the server's name, used to prefix its tools when several servers are connected;
 *     empty to use the name the server reports when it initialises
 * @param command the program and its arguments (empty for HTTP)
 * @param url the endpoint (empty for stdio)
 */
public record McpUpstream(Optional<String> name, List<String> command, Optional<URI> url) {
  private static final Pattern NAMED = Pattern.compile("^([A-Za-z_][A-Za-z0-9_-]*)=(.+)$", Pattern.DOTALL);

  public McpUpstream {
    Objects.requireNonNull(name, "name");
    command = List.copyOf(command);
    Objects.requireNonNull(url, "url");
    if (command.isEmpty() == url.isEmpty()) {
      throw new IllegalArgumentException("an MCP upstream is either a command or a URL");
    }
  }

  /** A server started as {@code command} (program and arguments), speaking MCP over stdio. */
  public static McpUpstream stdio(String name, List<String> command) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("empty MCP server command");
    }
    return new McpUpstream(Optional.ofNullable(name), command, Optional.empty());
  }

  /** A streamable-HTTP server at {@code url} (e.g. {@code http://localhost:3000/mcp}). */
  public static McpUpstream http(String name, String url) {
    URI uri = URI.create(url.trim());
    if (uri.getScheme() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))
        || uri.getHost() == null) {
      throw new IllegalArgumentException("not an http(s) URL: " + url);
    }
    return new McpUpstream(Optional.ofNullable(name), List.of(), Optional.of(uri));
  }

  /**
   * Parses {@code [NAME=]COMMAND} or {@code [NAME=]URL}: a value starting with {@code http://} or
   * {@code https://} is a URL, anything else a command line split like a shell does (quotes and
   * backslashes; no variables, globs or pipes).
   */
  public static McpUpstream parse(String spec) {
    Objects.requireNonNull(spec, "spec");
    String name = null;
    String value = spec.trim();
    Matcher m = NAMED.matcher(value);
    if (m.matches()) {
      name = m.group(1);
      value = m.group(2).trim();
    }
    if (value.startsWith("http://") || value.startsWith("https://")) {
      return http(name, value);
    }
    return stdio(name, splitCommand(value));
  }

  /** Splits a command line into words: whitespace separates, quotes group, backslash escapes. */
  public static List<String> splitCommand(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < line.length()) {
          word.append(line.charAt(++i));
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (c == '\\' && i + 1 < line.length()) {
        word.append(line.charAt(++i));
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("unterminated quote in command: " + line);
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }

  /** For messages: the command line or the URL. */
  public String describe() {
    String text = url.map(URI::toString).orElse(String.join(" ", command));
    return text.length() > 160 ? text.substring(0, 157) + "..." : text;
  }
}
