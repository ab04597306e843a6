/*
 * Upstream MCP servers as a Krait ToolExecutor: connect, list tools, validate inputs against the
 * tools' JSON Schemas, call them through the official SDK client, and map results to JSON.
 */
package dev.krait.mcp;

import dev.krait.mcp.internal.Json;
import dev.krait.mcp.internal.LineStdioTransport;
import dev.krait.mcp.internal.TrackingTransport;
import dev.krait.runtime.Cancellation;
import dev.krait.runtime.ToolException;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.ToolMetadata;
import dev.krait.runtime.internal.ToolNames;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import reactor.core.Disposable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

/**
 * The tools of one or more MCP servers, callable from a cell as {@code await tools.NAME(...)}.
 *
 * <p><b>Naming.</b> With one server, tools keep their own names. With several, each tool is named
 * {@code SERVER__TOOL} (two underscores), where SERVER is the upstream's name (from
 * {@code NAME=...}, else the name the server reports, normalised to an identifier). The runtime
 * then normalises names to Python identifiers ({@code get-weather} becomes {@code get_weather}).
 * Two tools whose names collide after that are a start-up error ({@link McpStartupException}).
 *
 * <p><b>Calls.</b> The tools' {@code inputSchema}s are their {@linkplain #metadata() metadata}, so
 * the runtime validates each call's input before anything is sent; an invalid call fails
 * (catchably) with a message naming the field and the rule. Results
 * map to JSON: {@code structuredContent} when present, else the content: one text item is parsed
 * as JSON when it is JSON and returned as a string otherwise; one image item becomes
 * {@code {"type": "image", "data": ..., "mimeType": ...}}, which {@code image()} accepts; several
 * items become a list of such values; none is {@code None}. An {@code isError} result fails the
 * call with the server's text. A server that exits, hangs (past the call timeout) or answers
 * garbage fails only the calls sent to it: a stdio server's stdout lines that are not JSON-RPC are
 * skipped (logged as warnings and counted, see {@link #invalidLinesSkipped()}) and the session
 * goes on; a malformed line that names the id of a waiting call fails that call at once with
 * {@code MCP server 'x' sent invalid JSON-RPC: ...}. Servers start, and stop, side by side. Cancelling a call (the cell ended or was cancelled)
 * stops waiting and sends the server an MCP {@code notifications/cancelled}.
 *
 * <p>Thread-safe. {@link #close()} stops the servers.
 */
public final class McpTools implements ToolExecutor, AutoCloseable {

  /**
   * One tool as exposed to cells.
   *
   * @param name the exposed name ({@code TOOL} or {@code SERVER__TOOL})
   * @param identifier the Python attribute in {@code tools}
   * @param server the upstream's name
   * @param remoteName the name the server knows the tool by
   * @param description the server's description (may be empty)
   * @param inputSchema the JSON Schema of the arguments (an object schema)
   * @param outputSchema the JSON Schema of {@code structuredContent}, when the server gives one
   */
  public record Tool(String name, String identifier, String server, String remoteName, String description,
      JsonNode inputSchema, Optional<JsonNode> outputSchema) {}

  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(McpTools.class);

  private final List<Upstream> upstreams;
  private final Map<String, Entry> byName;
  private final List<Tool> tools;
  private final List<ToolMetadata> metadata;
  private final Duration callTimeout;
  private final AtomicLong tokens = new AtomicLong();

  private McpTools(List<Upstream> upstreams, Map<String, Entry> byName, Duration callTimeout) {
    this.upstreams = upstreams;
    this.byName = byName;
    this.callTimeout = callTimeout;
    List<Tool> list = new ArrayList<>();
    byName.values().forEach(e -> list.add(e.tool));
    this.tools = List.copyOf(list);
    List<ToolMetadata> described = new ArrayList<>();
    for (Tool tool : tools) {
      described.add(new ToolMetadata(tool.name(), tool.description(), Optional.of(tool.inputSchema()),
          tool.outputSchema()));
    }
    // made once: the runtime asks for it before every cell, and reuses its views of the same records
    this.metadata = List.copyOf(described);
  }

  /** A builder: add upstreams, then {@link Builder#connect()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** The tools, in server order then the servers' listing order. */
  public List<Tool> tools() {
    return tools;
  }

  @Override
  public List<String> names() {
    return List.copyOf(byName.keySet());
  }

  @Override
  public List<ToolMetadata> metadata() {
    return metadata;
  }

  /** How many stdout lines of stdio servers were not JSON-RPC and were skipped, so far. */
  public long invalidLinesSkipped() {
    return upstreams.stream().mapToLong(u -> u.transport.invalidLines()).sum();
  }

  /** How many MCP {@code notifications/cancelled} were sent upstream so far. */
  public int cancellationsSent() {
    return upstreams.stream().mapToInt(u -> u.transport.cancellationsSent()).sum();
  }

  @Override
  public CompletableFuture<JsonNode> invoke(String name, JsonNode input, Cancellation cancellation) {
    Entry entry = byName.get(name);
    if (entry == null) {
      return CompletableFuture.failedFuture(ToolException.failed("unknown tool: " + name));
    }
    String label = "tools." + entry.tool.identifier();
    if (input == null || !input.isObject()) {
      return CompletableFuture.failedFuture(ToolException.failed(label
          + "() takes keyword arguments or one dict, not " + Json.typeName(input)));
    }
    Upstream upstream = entry.upstream;
    String dead = upstream.deadReason;
    if (dead != null) {
      return CompletableFuture.failedFuture(ToolException.failed(dead));
    }
    String token = "krait-" + tokens.incrementAndGet();
    Map<String, Object> arguments = Json.toMap(input);
    McpSchema.CallToolRequest request = McpSchema.CallToolRequest.builder()
        .name(entry.tool.remoteName()).arguments(arguments).progressToken(token).build();
    CompletableFuture<JsonNode> future = new CompletableFuture<>();
    upstream.pending.add(future);
    Disposable subscription;
    try {
      subscription = upstream.client.callTool(request).timeout(callTimeout).subscribe(
          result -> {
            try {
              future.complete(Json.mapResult(result, entry.tool.remoteName()));
            } catch (ToolException e) {
              future.completeExceptionally(e);
            } catch (RuntimeException e) {
              future.completeExceptionally(ToolException.failed("MCP server '" + upstream.name
                  + "' returned an unusable result for " + entry.tool.remoteName() + ": " + e.getMessage()));
            }
          },
          error -> {
            if (isTimeout(error)) {
              upstream.transport.cancel(token, "timed out");
            }
            future.completeExceptionally(ToolException.failed(describe(upstream, entry, error)));
          });
    } catch (RuntimeException e) {
      upstream.pending.remove(future);
      return CompletableFuture.failedFuture(ToolException.failed(describe(upstream, entry, e)));
    }
    Cancellation.Registration registration = cancellation.onCancel(() -> {
      if (!future.isDone()) {
        subscription.dispose();
        upstream.transport.cancel(token, "the cell no longer needs the result");
        // Settle after the cancelling thread has returned, so the cell sees its own cancellation.
        CompletableFuture.runAsync(() -> future.completeExceptionally(ToolException.failed("cancelled")),
            CompletableFuture.delayedExecutor(10, java.util.concurrent.TimeUnit.MILLISECONDS));
      }
    });
    future.whenComplete((r, e) -> {
      upstream.pending.remove(future);
      upstream.transport.forget(token);
      registration.close();
    });
    return future;
  }

  private static boolean isTimeout(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause()) {
      if (t instanceof TimeoutException) {
        return true;
      }
    }
    return false;
  }

  private String describe(Upstream upstream, Entry entry, Throwable error) {
    String where = "MCP server '" + upstream.name + "'";
    String dead = upstream.deadReason;
    if (dead != null) {
      return dead;
    }
    if (isTimeout(error)) {
      return where + " did not answer " + entry.tool.remoteName() + " within " + Json.seconds(callTimeout);
    }
    if (error instanceof McpError mcp && mcp.getJsonRpcError() != null
        && mcp.getJsonRpcError().code() == LineStdioTransport.INVALID_RESPONSE
        && String.valueOf(mcp.getJsonRpcError().message()).startsWith("MCP server '")) {
      return mcp.getJsonRpcError().message().replace("MCP server '" + upstream.transport.label() + "'", where)
          + " (in answer to " + entry.tool.remoteName() + ")";
    }
    if (error instanceof McpError mcp && mcp.getJsonRpcError() != null) {
      return where + " rejected " + entry.tool.remoteName() + ": " + mcp.getJsonRpcError().message();
    }
    String message = error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    return where + " failed on " + entry.tool.remoteName() + ": " + message;
  }

  /** Stops every server (child processes are ended; HTTP sessions are closed). */
  @Override
  public void close() {
    closeAll(upstreams);
  }

  /** Closes servers in parallel: each may take a moment to stop. */
  private static void closeAll(List<Upstream> list) {
    List<CompletableFuture<Void>> closing = new ArrayList<>();
    for (Upstream upstream : list) {
      closing.add(CompletableFuture.runAsync(upstream::close, STARTER));
    }
    for (CompletableFuture<Void> f : closing) {
      try {
        f.join();
      } catch (java.util.concurrent.CompletionException ignored) {
        // closing anyway
      }
    }
  }

  /** Runs start-up and shutdown of servers side by side (daemon threads, created on demand). */
  private static final java.util.concurrent.ExecutorService STARTER =
      java.util.concurrent.Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "krait-mcp-start");
        t.setDaemon(true);
        return t;
      });

  private record Entry(Tool tool, Upstream upstream) {}

  /** A connected server. */
  private static final class Upstream {
    final String name;
    final McpAsyncClient client;
    final TrackingTransport transport;
    final Set<CompletableFuture<JsonNode>> pending = ConcurrentHashMap.newKeySet();
    final Deque<String> stderr = new ArrayDeque<>();
    volatile String deadReason;
    volatile boolean closing;

    Upstream(String name, McpAsyncClient client, TrackingTransport transport) {
      this.name = name;
      this.client = client;
      this.transport = transport;
    }

    void died(String reason) {
      if (closing) {
        return;
      }
      deadReason = reason;
      for (CompletableFuture<JsonNode> f : List.copyOf(pending)) {
        f.completeExceptionally(ToolException.failed(reason));
      }
    }

    void close() {
      closing = true;
      deadReason = "MCP server '" + name + "' was closed";
      try {
        client.closeGracefully().block(Duration.ofSeconds(2));
      } catch (RuntimeException e) {
        client.close();
      }
      for (CompletableFuture<JsonNode> f : List.copyOf(pending)) {
        f.completeExceptionally(ToolException.failed(deadReason));
      }
    }
  }

  /** Configures and connects {@link McpTools}. */
  public static final class Builder {
    private final List<McpUpstream> upstreams = new ArrayList<>();
    private Duration callTimeout = Duration.ofSeconds(60);
    private Duration startupTimeout = Duration.ofSeconds(30);

    private Builder() {}

    /** Adds a server. */
    public Builder upstream(McpUpstream upstream) {
      upstreams.add(Objects.requireNonNull(upstream, "upstream"));
      return this;
    }

    /** Adds servers. */
    public Builder upstreams(List<McpUpstream> list) {
      list.forEach(this::upstream);
      return this;
    }

    /** How long one tool call may wait for its answer (default 60 s). */
    public Builder callTimeout(Duration timeout) {
      this.callTimeout = Json.positive(timeout, "callTimeout");
      return this;
    }

    /** How long starting, initialising and listing one server may take (default 30 s). */
    public Builder startupTimeout(Duration timeout) {
      this.startupTimeout = Json.positive(timeout, "startupTimeout");
      return this;
    }

    /**
     * Starts and initialises every server and lists its tools.
     *
     * @throws McpStartupException if a server cannot be reached or tool names collide; servers
     *     already started are stopped
     */
    public McpTools connect() {
      List<Upstream> connected = new ArrayList<>();
      Map<String, Entry> byName = new LinkedHashMap<>();
      Set<String> explicit = new java.util.HashSet<>();
      for (McpUpstream spec : upstreams) {
        if (spec.name().isPresent() && !explicit.add(spec.name().get())) {
          throw new McpStartupException("two MCP servers are both named '" + spec.name().get()
              + "': give each a different NAME");
        }
      }
      try {
        List<List<McpSchema.Tool>> listings = new ArrayList<>();
        // Start and list every server at once (each may take seconds), then report in order.
        List<CompletableFuture<Upstream>> starting = new ArrayList<>();
        List<CompletableFuture<List<McpSchema.Tool>>> listing = new ArrayList<>();
        for (int i = 0; i < upstreams.size(); i++) {
          McpUpstream spec = upstreams.get(i);
          int index = i;
          CompletableFuture<Upstream> started = CompletableFuture.supplyAsync(() -> start(spec, index), STARTER);
          starting.add(started);
          listing.add(started.thenApplyAsync(u -> list(u, spec), STARTER));
        }
        RuntimeException failure = null;
        for (int i = 0; i < upstreams.size(); i++) {
          try {
            Upstream u = starting.get(i).join();
            connected.add(u);
            listings.add(listing.get(i).join());
          } catch (java.util.concurrent.CompletionException e) {
            if (failure == null) {
              failure = e.getCause() instanceof RuntimeException r ? r : e;
            }
          }
        }
        if (failure != null) {
          throw failure;
        }
        Set<String> serverNames = new java.util.HashSet<>();
        for (Upstream u : connected) {
          if (!serverNames.add(u.name)) {
            throw new McpStartupException("two MCP servers are both named '" + u.name
                + "': name them apart with NAME=COMMAND or NAME=URL");
          }
        }
        boolean prefix = connected.size() > 1;
        Map<String, String> identifiers = new LinkedHashMap<>();
        for (int i = 0; i < connected.size(); i++) {
          Upstream upstream = connected.get(i);
          for (McpSchema.Tool t : listings.get(i)) {
            String name = prefix ? upstream.name + "__" + t.name() : t.name();
            String id = ToolNames.identifier(name);
            String previous = identifiers.putIfAbsent(id, name);
            if (previous != null) {
              throw new McpStartupException("MCP tool names collide: '" + previous + "' and '" + name
                  + "' would both be tools." + id + "; connect the servers under other names or drop one");
            }
            JsonNode input = t.inputSchema() == null ? JsonNodeFactory.instance.objectNode().put("type", "object")
                : Json.MAPPER.valueToTree(t.inputSchema());
            Optional<JsonNode> output = t.outputSchema() == null ? Optional.empty()
                : Optional.of(Json.MAPPER.valueToTree(t.outputSchema()));
            Tool tool = new Tool(name, id, upstream.name, t.name(),
                t.description() == null ? "" : t.description(), input, output);
            byName.put(name, new Entry(tool, upstream));
          }
        }
        return new McpTools(List.copyOf(connected), byName, callTimeout);
      } catch (RuntimeException e) {
        closeAll(connected);
        throw e instanceof McpStartupException s ? s
            : new McpStartupException("could not start MCP servers: " + e.getMessage(), e);
      }
    }

    private Upstream start(McpUpstream spec, int index) {
      String provisional = spec.name().orElse("server" + (index + 1));
      Deque<String> stderrLines = new ArrayDeque<>();
      Consumer<String> keepStderr = line -> {
        synchronized (stderrLines) {
          stderrLines.addLast(line);
          if (stderrLines.size() > 20) {
            stderrLines.removeFirst();
          }
        }
      };
      McpClientTransport raw;
      LineStdioTransport stdio = null;
      if (spec.url().isPresent()) {
        URI uri = spec.url().get();
        String base = uri.getScheme() + "://" + uri.getRawAuthority();
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/mcp" : uri.getRawPath();
        if (uri.getRawQuery() != null) {
          path += "?" + uri.getRawQuery();
        }
        raw = HttpClientStreamableHttpTransport.builder(base).endpoint(path)
            .jsonMapper(Json.MCP_MAPPER).connectTimeout(startupTimeout).build();
      } else {
        // Not the SDK's StdioClientTransport: it stops reading at the first non-JSON-RPC line.
        stdio = new LineStdioTransport(spec.command(), Json.MCP_MAPPER, provisional, keepStderr,
            LOG::warn);
        raw = stdio;
      }
      TrackingTransport transport = new TrackingTransport(raw, stdio);
      McpAsyncClient client = McpClient.async(transport)
          .requestTimeout(callTimeout.compareTo(startupTimeout) > 0 ? callTimeout : startupTimeout)
          .initializationTimeout(startupTimeout)
          .clientInfo(new McpSchema.Implementation("krait", "0.1.0"))
          .build();
      McpSchema.InitializeResult init;
      try {
        init = client.initialize().block(startupTimeout.plusSeconds(1));
      } catch (RuntimeException e) {
        client.close();
        String tail;
        synchronized (stderrLines) {
          tail = stderrLines.isEmpty() ? "" : " (stderr: " + String.join(" | ", stderrLines) + ")";
        }
        throw new McpStartupException("could not start MCP server '" + provisional + "' ("
            + spec.describe() + "): " + rootMessage(e) + tail, e);
      }
      String name = spec.name().orElseGet(() -> serverName(init, index));
      Upstream upstream = new Upstream(name, client, transport);
      if (stdio != null) {
        LineStdioTransport process = stdio;
        Thread watcher = new Thread(() -> {
          try {
            process.awaitForExit();
          } catch (InterruptedException | RuntimeException ignored) {
            // fall through: treat as exited
          }
          String tail;
          synchronized (stderrLines) {
            tail = stderrLines.isEmpty() ? "" : " (last stderr: " + stderrLines.peekLast() + ")";
          }
          upstream.died("MCP server '" + name + "' exited" + tail);
        }, "krait-mcp-watch-" + name);
        watcher.setDaemon(true);
        watcher.start();
      }
      return upstream;
    }

    private List<McpSchema.Tool> list(Upstream upstream, McpUpstream spec) {
      List<McpSchema.Tool> result = new ArrayList<>();
      String cursor = null;
      try {
        for (int page = 0; page < 100; page++) {
          McpSchema.ListToolsResult listing = cursor == null
              ? upstream.client.listTools().block(startupTimeout)
              : upstream.client.listTools(cursor).block(startupTimeout);
          if (listing == null) {
            break;
          }
          result.addAll(listing.tools());
          cursor = listing.nextCursor();
          if (cursor == null || cursor.isEmpty()) {
            break;
          }
        }
      } catch (RuntimeException e) {
        throw new McpStartupException("could not list the tools of MCP server '" + upstream.name + "' ("
            + spec.describe() + "): " + rootMessage(e), e);
      }
      return result;
    }

    private static String serverName(McpSchema.InitializeResult init, int index) {
      String reported = init == null || init.serverInfo() == null ? null : init.serverInfo().name();
      if (reported == null || reported.isBlank()) {
        return "server" + (index + 1);
      }
      String last = reported.substring(reported.lastIndexOf('/') + 1);
      String id = ToolNames.identifier(last.replace('-', '_'));
      return id.isEmpty() ? "server" + (index + 1) : id;
    }

    private static String rootMessage(Throwable e) {
      Throwable t = e;
      while (t.getCause() != null && t.getCause() != t) {
        t = t.getCause();
      }
      String message = t.getMessage();
      return message == null ? t.getClass().getSimpleName() : message;
    }
  }


}
