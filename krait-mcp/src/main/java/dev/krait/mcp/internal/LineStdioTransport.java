/*
 * A stdio client transport that survives garbage on the server's stdout: the SDK's
 * StdioClientTransport stops reading at the first line that is not JSON-RPC, so every later call
 * of that server only fails at its timeout.
 */
package dev.krait.mcp.internal;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;
import tools.jackson.databind.JsonNode;

/**
 * Newline-delimited JSON-RPC over a child process's stdin/stdout.
 *
 * <p>A stdout line that is not a JSON-RPC message is skipped and counted ({@link #invalidLines()}),
 * reported to the diagnostic handler, and the session keeps working. If such a line names the id
 * of a request still waiting for its answer (a torn or malformed response), that request fails at
 * once with {@code MCP server 'x' sent invalid JSON-RPC: ...} instead of waiting for its timeout.
 * Lines on stderr go to the stderr handler.
 */
public final class LineStdioTransport implements McpClientTransport {
  /** The JSON-RPC error code of the responses this transport makes up for malformed answers. */
  public static final int INVALID_RESPONSE = -32700;

  private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(\"(?:[^\"\\\\]|\\\\.)*\"|-?\\d+)");
  private static final int MAX_SNIPPET = 120;

  private final List<String> command;
  private final McpJsonMapper mapper;
  private final String label;
  private final Consumer<String> stderr;
  private final Consumer<String> diagnostics;
  private final Set<String> awaiting = ConcurrentHashMap.newKeySet();
  private final AtomicLong invalidLines = new AtomicLong();
  private final ExecutorService writer;
  private final Scheduler writeScheduler;
  private volatile Process process;
  private volatile OutputStream stdin;
  private final java.util.concurrent.CompletableFuture<OutputStream> started = new java.util.concurrent.CompletableFuture<>();
  private volatile boolean closing;
  private volatile Consumer<Throwable> exceptionHandler = t -> {};

  /**
   * @param command program and arguments
   * @param label the server's name, for messages
   * @param stderr receives the server's stderr lines
   * @param diagnostics receives a note for every skipped stdout line
   */
  public LineStdioTransport(List<String> command, McpJsonMapper mapper, String label, Consumer<String> stderr,
      Consumer<String> diagnostics) {
    this.command = List.copyOf(command);
    this.mapper = mapper;
    this.label = label;
    this.stderr = stderr;
    this.diagnostics = diagnostics;
    this.writer = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "krait-mcp-stdio-out-" + label);
      t.setDaemon(true);
      return t;
    });
    this.writeScheduler = Schedulers.fromExecutorService(writer);
  }

  @Override
  public Mono<Void> connect(Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler) {
    return Mono.<Void>fromCallable(() -> {
      ProcessBuilder builder = new ProcessBuilder(command);
      Process p;
      try {
        p = builder.start();
      } catch (IOException | RuntimeException e) {
        started.completeExceptionally(e);
        throw e;
      }
      process = p;
      stdin = p.getOutputStream();
      started.complete(stdin);
      daemon("krait-mcp-stdio-in-" + label, () -> readStdout(p, handler));
      daemon("krait-mcp-stdio-err-" + label, () -> readStderr(p));
      return null;
    }).subscribeOn(Schedulers.boundedElastic());
  }

  private static void daemon(String name, Runnable body) {
    Thread t = new Thread(body, name);
    t.setDaemon(true);
    t.start();
  }

  private void readStdout(Process p,
      Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        if (line.isBlank()) {
          continue;
        }
        McpSchema.JSONRPCMessage message;
        try {
          message = McpSchema.deserializeJsonRpcMessage(mapper, line);
        } catch (IOException | RuntimeException e) {
          message = invalid(line, e);
          if (message == null) {
            continue;
          }
        }
        if (message instanceof McpSchema.JSONRPCResponse response && response.id() != null) {
          awaiting.remove(response.id().toString());
        }
        deliver(handler, message);
      }
    } catch (IOException e) {
      if (!closing) {
        exceptionHandler.accept(e);
      }
    }
  }

  private void deliver(Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler,
      McpSchema.JSONRPCMessage message) {
    try {
      handler.apply(Mono.just(message)).onErrorResume(e -> Mono.empty()).subscribe();
    } catch (RuntimeException e) {
      diagnostics.accept("MCP server '" + label + "': message handling failed: " + e.getMessage());
    }
  }

  /** Counts and reports an invalid line; returns an error response for the request it names, if any. */
  private McpSchema.JSONRPCMessage invalid(String line, Exception cause) {
    invalidLines.incrementAndGet();
    String snippet = line.length() > MAX_SNIPPET ? line.substring(0, MAX_SNIPPET - 3) + "..." : line;
    String reason = "MCP server '" + label + "' sent invalid JSON-RPC: " + snippet;
    diagnostics.accept(reason + " (skipped)");
    String id = idOf(line);
    if (id == null || !awaiting.remove(id)) {
      return null;
    }
    return new McpSchema.JSONRPCResponse(McpSchema.JSONRPC_VERSION, id, null,
        new McpSchema.JSONRPCResponse.JSONRPCError(INVALID_RESPONSE, reason));
  }

  private static String idOf(String line) {
    try {
      JsonNode node = Json.MAPPER.readTree(line);
      if (node != null && node.isObject() && node.has("id") && (node.get("id").isString() || node.get("id").isNumber())) {
        return node.get("id").isString() ? node.get("id").asString() : node.get("id").toString();
      }
    } catch (RuntimeException ignored) {
      // not JSON at all: look for an id textually
    }
    Matcher m = ID.matcher(line);
    if (!m.find()) {
      return null;
    }
    String raw = m.group(1);
    if (raw.startsWith("\"")) {
      try {
        return Json.MAPPER.readTree(raw).asString();
      } catch (RuntimeException e) {
        return raw.substring(1, raw.length() - 1);
      }
    }
    return raw;
  }

  private void readStderr(Process p) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        stderr.accept(line);
      }
    } catch (IOException ignored) {
      // the process is gone
    }
  }

  @Override
  public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
    return Mono.<Void>fromCallable(() -> {
      OutputStream out;
      try {
        out = started.get(30, TimeUnit.SECONDS); // messages sent before the process is up wait for it
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
        throw new IOException("MCP server '" + label + "' did not start: " + e.getMessage(), e);
      }
      if (closing) {
        throw new IOException("MCP server '" + label + "' is not running");
      }
      if (message instanceof McpSchema.JSONRPCRequest request && request.id() != null) {
        awaiting.add(request.id().toString());
      }
      byte[] bytes = (mapper.writeValueAsString(message) + "\n").getBytes(StandardCharsets.UTF_8);
      out.write(bytes);
      out.flush();
      return null;
    }).subscribeOn(writeScheduler);
  }

  /** Blocks until the server process exits. */
  public void awaitForExit() throws InterruptedException {
    Process p = process;
    if (p != null) {
      p.waitFor();
    }
  }

  /** The server's name as used in messages. */
  public String label() {
    return label;
  }

  /** How many stdout lines were not JSON-RPC and were skipped. */
  public long invalidLines() {
    return invalidLines.get();
  }

  @Override
  public void setExceptionHandler(Consumer<Throwable> handler) {
    this.exceptionHandler = handler == null ? t -> {} : handler;
  }

  @Override
  public Mono<Void> closeGracefully() {
    return Mono.<Void>fromRunnable(this::stop).subscribeOn(Schedulers.boundedElastic());
  }

  @Override
  public void close() {
    stop();
  }

  /** Closes stdin (a polite server exits), then terminates, then kills; waits at most ~1.5 s. */
  private void stop() {
    closing = true;
    started.completeExceptionally(new IOException("closed"));
    Process p = process;
    OutputStream out = stdin;
    try {
      if (out != null) {
        out.close();
      }
    } catch (IOException ignored) {
      // the process may be gone already
    }
    if (p != null) {
      try {
        if (!p.waitFor(300, TimeUnit.MILLISECONDS)) {
          p.destroy();
          if (!p.waitFor(1000, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
          }
        }
      } catch (InterruptedException e) {
        p.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
    writer.shutdownNow();
  }

  @Override
  public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
    return mapper.convertValue(data, typeRef);
  }
}
