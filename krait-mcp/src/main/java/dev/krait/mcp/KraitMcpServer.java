/*
 * Krait as a code-mode MCP server: one run_python tool that runs a cell against upstream tools.
 */
package dev.krait.mcp;

import dev.krait.mcp.internal.Json;
import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellListener;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellOutput;
import dev.krait.runtime.CellReport;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CheckReport;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.Isolation;
import dev.krait.runtime.CodeMode;
import dev.krait.runtime.ToolExecutor;
import dev.krait.runtime.ToolMetadata;
import dev.krait.runtime.internal.CompositeTools;
import io.modelcontextprotocol.server.McpAsyncServer;
import io.modelcontextprotocol.server.McpAsyncServerExchange;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.Wrapper;
import org.apache.catalina.startup.Tomcat;
import reactor.core.publisher.Mono;
import tools.jackson.databind.json.JsonMapper;

/**
 * An MCP server offering one tool, {@code run_python}, that runs its {@code code} argument as a
 * Krait cell against the upstream tools, under per-cell limits.
 *
 * <p>The tools are the upstream MCP servers' ({@link Builder#upstream}) and any Java tools
 * ({@link Builder#tools}). The tool's description is {@link CodeMode}'s: it teaches the model to
 * write a cell and lists the tools as Python signatures generated from their JSON Schemas. With more tools than the
 * {@linkplain Builder#catalogueLimit catalogue limit} (default 30) it lists none and instead offers
 * two helpers callable inside a cell: {@code await tools.search_tools(query="...")} and
 * {@code await tools.describe_tool(name="...")}.
 *
 * <p>The result carries {@code print} output and {@code text(...)} outputs, in the order the cell
 * produced them, as text content, and {@code image(...)} outputs as image content; a failed cell
 * is an {@code isError} result with the diagnostic kind, message and traceback. {@code notify(msg)}
 * reaches the client as an MCP logging notification (logger {@code krait}, level info).
 * {@code store}/{@code load} state belongs to the MCP session (in memory) unless a shared
 * {@linkplain Builder#store store} is given, e.g. a {@link SqliteCellStore}; writes are committed
 * only when a cell succeeds.
 */
public final class KraitMcpServer implements AutoCloseable {
  /** Above this many tools, the description offers search instead of the full list. */
  public static final int DEFAULT_CATALOGUE_LIMIT = CodeMode.DEFAULT_CATALOGUE_LIMIT;

  private final ToolExecutor tools;
  private final List<ToolMetadata> metadata;
  private final CodeExecutor executor;
  private final CellStore sharedStore;
  private final Map<String, CellStore> sessions = new ConcurrentHashMap<>();
  private final String description;
  private final List<McpAsyncServer> servers = new ArrayList<>();
  /** Tools whose calls wait for approval; with any, cells may suspend and resume_python is offered. */
  private final java.util.Set<String> approvals;
  /** Suspended cells by the id the model resumes them with: the session they belong to, the snapshot. */
  private final Map<String, Suspension> suspended = new ConcurrentHashMap<>();
  private Tomcat tomcat;
  private Path tomcatDir;

  private KraitMcpServer(Builder b) {
    this.executor = CodeExecutor.builder().limits(b.limits).isolation(b.isolation).build();
    this.sharedStore = b.store;
    List<ToolExecutor> parts = new ArrayList<>();
    if (b.upstream != null) {
      parts.add(b.upstream);
    }
    if (b.tools != null) {
      parts.add(b.tools);
    }
    CodeMode mode;
    try {
      mode = CodeMode.builder(parts.size() == 1 ? parts.get(0) : new CompositeTools(parts))
          .limits(b.limits).catalogueLimit(b.catalogueLimit).build();
    } catch (IllegalArgumentException e) {
      throw new McpStartupException(e.getMessage() + (b.upstream != null ? "; or connect that server under a name (NAME=...)" : ""));
    }
    this.approvals = java.util.Set.copyOf(b.approvals);
    java.util.List<String> unknown = new ArrayList<>(approvals);
    unknown.removeAll(mode.tools().names());
    if (!unknown.isEmpty()) {
      throw new McpStartupException("approval is required for tools that do not exist: " + String.join(", ", unknown));
    }
    this.tools = approvals.isEmpty() ? mode.tools() : ToolExecutor.requiringApproval(mode.tools(), approvals);
    this.metadata = tools.metadata();
    this.description = mode.description();
  }

  /** A builder. */
  public static Builder builder() {
    return new Builder();
  }

  /** The description of {@code run_python}, as clients see it. */
  public String runPythonDescription() {
    return description;
  }

  /**
   * Serves MCP over {@code in}/{@code out} (newline-delimited JSON-RPC) until {@code in} ends.
   * Nothing else may write to {@code out}.
   */
  public void serveStdio(InputStream in, OutputStream out) throws InterruptedException {
    CountDownLatch ended = new CountDownLatch(1);
    InputStream watched = new FilterInputStream(in) {
      @Override
      public int read() throws IOException {
        int r;
        try {
          r = super.read();
        } catch (IOException e) {
          ended.countDown();
          throw e;
        }
        if (r < 0) {
          ended.countDown();
        }
        return r;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        int r;
        try {
          r = super.read(b, off, len);
        } catch (IOException e) {
          ended.countDown();
          throw e;
        }
        if (r < 0) {
          ended.countDown();
        }
        return r;
      }
    };
    McpAsyncServer server = spec(McpServer.async(new StdioServerTransportProvider(Json.MCP_MAPPER, watched, out)));
    synchronized (servers) {
      servers.add(server);
    }
    ended.await();
    server.closeGracefully().onErrorResume(e -> Mono.empty()).block(java.time.Duration.ofSeconds(5));
  }

  /**
   * Starts serving MCP over streamable HTTP at {@code http://127.0.0.1:PORT/mcp} and returns the
   * port (pass 0 for any free port).
   */
  public synchronized int startHttp(int port) {
    if (tomcat != null) {
      throw new IllegalStateException("already serving HTTP");
    }
    HttpServletStreamableServerTransportProvider transport = HttpServletStreamableServerTransportProvider.builder()
        .jsonMapper(Json.MCP_MAPPER).mcpEndpoint("/mcp").build();
    McpAsyncServer server = spec(McpServer.async(transport));
    synchronized (servers) {
      servers.add(server);
    }
    try {
      tomcatDir = Files.createTempDirectory("krait-mcp-http");
      Tomcat t = new Tomcat();
      t.setBaseDir(tomcatDir.toString());
      t.setPort(port);
      t.getConnector().setProperty("address", "127.0.0.1");
      Context context = t.addContext("", tomcatDir.toString());
      Wrapper wrapper = Tomcat.addServlet(context, "mcp", transport);
      wrapper.setAsyncSupported(true);
      context.addServletMappingDecoded("/*", "mcp");
      t.start();
      tomcat = t;
      return t.getConnector().getLocalPort();
    } catch (IOException | LifecycleException e) {
      throw new IllegalStateException("cannot serve HTTP on port " + port + ": " + e.getMessage(), e);
    }
  }

  /** Blocks until the HTTP server stops. */
  public void awaitHttp() {
    Tomcat t;
    synchronized (this) {
      t = tomcat;
    }
    if (t != null) {
      t.getServer().await();
    }
  }

  private McpAsyncServer spec(McpServer.AsyncSpecification<?> spec) {
    McpSchema.Tool tool = McpSchema.Tool.builder()
        .name("run_python")
        .title("Run Python (Krait code mode)")
        .description(description)
        .inputSchema(Map.of(
            "type", "object",
            "properties", Map.of("code", Map.of("type", "string",
                "description", "The Python cell to run (top-level await allowed).")),
            "required", List.of("code"),
            "additionalProperties", false))
        .build();
    List<McpServerFeatures.AsyncToolSpecification> specs = new ArrayList<>();
    specs.add(McpServerFeatures.AsyncToolSpecification.builder().tool(tool).callHandler(this::runPython).build());
    if (!approvals.isEmpty()) {
      McpSchema.Tool resume = McpSchema.Tool.builder()
          .name("resume_python")
          .title("Resume a suspended Python cell")
          .description("Continues a cell that run_python suspended because calls of tools that need approval ("
              + String.join(", ", new java.util.TreeSet<>(approvals)) + ") are waiting. Ask the user first and pass"
              + " their decisions: approved calls run now, rejected ones raise ToolError(reason) in the cell,"
              + " undecided ones keep waiting. Calls that already ran are not run again.")
          .inputSchema(Map.of(
              "type", "object",
              "properties", Map.of(
                  "cell", Map.of("type", "string", "description", "The suspended cell's id, from run_python's result."),
                  "approve", Map.of("type", "array", "items", Map.of("type", "string"),
                      "description", "Ids of the calls the user approved."),
                  "reject", Map.of("type", "object", "additionalProperties", Map.of("type", "string"),
                      "description", "Ids of the calls the user rejected, each with the reason.")),
              "required", List.of("cell"),
              "additionalProperties", false))
          .build();
      specs.add(McpServerFeatures.AsyncToolSpecification.builder().tool(resume).callHandler(this::resumePython).build());
    }
    return spec
        .serverInfo("krait", "0.1.0")
        .capabilities(McpSchema.ServerCapabilities.builder().tools(false).logging().build())
        .tools(specs)
        .build();
  }

  private record Suspension(String session, byte[] snapshot) {}

  private Mono<McpSchema.CallToolResult> resumePython(McpAsyncServerExchange exchange,
      McpSchema.CallToolRequest request) {
    Map<String, Object> args = request.arguments() == null ? Map.of() : request.arguments();
    String session = exchange.sessionId() == null ? "" : exchange.sessionId();
    if (!(args.get("cell") instanceof String cell)) {
      return Mono.just(error("resume_python needs a string argument 'cell'"));
    }
    Suspension suspension = suspended.get(cell);
    if (suspension == null || !suspension.session().equals(session)) {
      return Mono.just(error("no suspended cell has the id " + cell));
    }
    Map<String, dev.krait.runtime.ApprovalDecision> decisions = new java.util.LinkedHashMap<>();
    Object approve = args.getOrDefault("approve", List.of());
    Object reject = args.getOrDefault("reject", Map.of());
    if (!(approve instanceof List<?> ids) || !(reject instanceof Map<?, ?> reasons)) {
      return Mono.just(error("resume_python: 'approve' is a list of call ids, 'reject' an object of id: reason"));
    }
    for (Object id : ids) {
      decisions.put(String.valueOf(id), dev.krait.runtime.ApprovalDecision.approve());
    }
    for (Map.Entry<?, ?> e : reasons.entrySet()) {
      decisions.put(String.valueOf(e.getKey()), dev.krait.runtime.ApprovalDecision.reject(String.valueOf(e.getValue())));
    }
    dev.krait.runtime.CellSnapshot snapshot;
    try {
      snapshot = executor.openSnapshot(suspension.snapshot());
    } catch (dev.krait.runtime.SnapshotException e) {
      return Mono.just(error("snapshot rejected: " + e.getMessage()));
    }
    java.util.Set<String> pending = new java.util.LinkedHashSet<>();
    snapshot.pendingApprovals().forEach(r -> pending.add(r.id()));
    for (String id : decisions.keySet()) {
      if (!pending.contains(id)) {
        return Mono.just(error("no call awaiting approval has the id " + id + " (waiting: " + String.join(", ", pending) + ")"));
      }
    }
    if (suspended.remove(cell, suspension)) {
      return runCell(exchange, session, (c, context) -> executor.resume(snapshot, decisions, tools, c, context));
    }
    return Mono.just(error("the cell " + cell + " is being resumed already"));
  }

  private Mono<McpSchema.CallToolResult> runPython(McpAsyncServerExchange exchange, McpSchema.CallToolRequest request) {
    Object code = request.arguments() == null ? null : request.arguments().get("code");
    if (!(code instanceof String source)) {
      return Mono.just(error("run_python needs a string argument 'code'"));
    }
    String session = exchange.sessionId() == null ? "" : exchange.sessionId();
    return runCell(exchange, session, (c, context) -> executor.executeModule(source, tools, c, context));
  }

  private Mono<McpSchema.CallToolResult> runCell(McpAsyncServerExchange exchange, String session,
      java.util.function.BiFunction<Cancellation, CellContext, java.util.concurrent.CompletableFuture<CellOutcome>> start) {
    CellStore store = sharedStore != null ? sharedStore : sessions.computeIfAbsent(session, s -> CellStore.inMemory());
    Transcript transcript = new Transcript(exchange);
    CellContext context = new CellContext(store, metadata, transcript);
    return Mono.create(sink -> {
      Cancellation cancellation = Cancellation.create();
      sink.onCancel(cancellation::cancel);
      try {
        start.apply(cancellation, context).whenComplete((outcome, failure) -> {
          try {
            if (outcome instanceof CellResult.Suspended s) {
              if (canElicit(exchange)) {
                // in the call's context: the transport sends the request on this call's stream
                askTheUser(exchange, session, s, transcript).contextWrite(sink.contextView()).subscribe(sink::success,
                    e -> sink.success(suspendedResult(s, session, transcript)));
                return;
              }
              sink.success(suspendedResult(s, session, transcript));
              return;
            }
            sink.success(result(outcome, failure, context, transcript));
          } catch (RuntimeException e) {
            sink.success(error("internal error: " + e));
          }
        });
      } catch (RuntimeException e) {
        sink.success(error("internal error: " + e));
      }
    });
  }

  private static McpSchema.CallToolResult result(CellOutcome outcome, Throwable failure, CellContext context,
      Transcript transcript) {
    List<McpSchema.Content> content = transcript.content();
    List<CheckReport.Diagnostic> warnings = context.takeWarnings();
    if (!warnings.isEmpty()) {
      content.add(new McpSchema.TextContent("Check warnings (the cell ran):\n"
          + new CheckReport(warnings).format("<cell>").stripTrailing()));
    }
    if (failure != null || outcome == null) {
      content.add(new McpSchema.TextContent("InternalError: " + (failure == null ? "no outcome" : failure)));
      return McpSchema.CallToolResult.builder().content(content).isError(true).build();
    }
    if (outcome instanceof CellResult.Success) {
      try {
        context.commit();
      } catch (RuntimeException e) {
        content.add(new McpSchema.TextContent("PersistenceError: store(...) writes were not saved: " + e.getMessage()));
        return McpSchema.CallToolResult.builder().content(content).isError(true).build();
      }
      if (content.size() == (warnings.isEmpty() ? 0 : 1)) {
        content.add(new McpSchema.TextContent("(the cell produced no output; use text(...) or print(...))"));
      }
      return McpSchema.CallToolResult.builder().content(content).isError(false).build();
    }
    String report = CellReport.failureText(outcome);
    if (report == null) {
      report = "InternalError: unknown outcome " + outcome;
    }
    content.add(new McpSchema.TextContent(report));
    return McpSchema.CallToolResult.builder().content(content).isError(true).build();
  }

  private static boolean canElicit(McpAsyncServerExchange exchange) {
    McpSchema.ClientCapabilities capabilities = exchange.getClientCapabilities();
    return capabilities != null && capabilities.elicitation() != null;
  }

  /**
   * Asks the user through the client (MCP elicitation) which of the suspended cell's calls may
   * run, then resumes it with the answer; the result the model gets is the whole cell's. The user
   * approves each call with a checkbox; declining rejects them all; cancelling (or a client that
   * fails the request) leaves the cell suspended for resume_python, as without elicitation.
   */
  private Mono<McpSchema.CallToolResult> askTheUser(McpAsyncServerExchange exchange, String session,
      CellResult.Suspended s, Transcript transcript) {
    JsonMapper mapper = JsonMapper.shared();
    StringBuilder message = new StringBuilder("The Python cell wants to make these calls, which need your"
        + " approval (none of them has run yet). Tick the ones that may run:");
    Map<String, Object> properties = new java.util.LinkedHashMap<>();
    for (dev.krait.runtime.ApprovalRequest r : s.pending()) {
      String call = "call " + r.id() + ": tools." + r.tool() + "(" + mapper.writeValueAsString(r.input()) + ")";
      message.append("\n  ").append(call);
      properties.put(approvalField(r.id()), Map.of("type", "boolean", "title", call, "default", false));
    }
    properties.put("reason", Map.of("type", "string", "title",
        "Why the others may not run (the cell is told)"));
    McpSchema.ElicitFormRequest request = McpSchema.ElicitFormRequest.builder(message.toString(),
        Map.of("type", "object", "properties", properties)).build();
    List<McpSchema.Content> before = transcript.content();
    return exchange.createElicitation(request).flatMap(answer -> {
      if (answer.action() == McpSchema.ElicitResult.Action.CANCEL) {
        return Mono.just(suspendedResult(s, session, new Transcript(exchange), before));
      }
      Map<String, dev.krait.runtime.ApprovalDecision> decisions = decisions(s, answer);
      dev.krait.runtime.CellSnapshot snapshot;
      try {
        snapshot = executor.openSnapshot(s.snapshot());
      } catch (dev.krait.runtime.SnapshotException e) {
        return Mono.just(error("snapshot rejected: " + e.getMessage()));
      }
      return runCell(exchange, session, (c, context) -> executor.resume(snapshot, decisions, tools, c, context))
          .map(after -> {
            List<McpSchema.Content> content = new ArrayList<>(before);
            content.addAll(after.content());
            return McpSchema.CallToolResult.builder().content(content).isError(after.isError()).build();
          });
    });
  }

  private static String approvalField(String id) {
    return "call_" + id;
  }

  /** The user's answer as decisions: ticked calls run, the others are rejected with the reason. */
  private static Map<String, dev.krait.runtime.ApprovalDecision> decisions(CellResult.Suspended s,
      McpSchema.ElicitResult answer) {
    Map<String, Object> content = answer.content() == null ? Map.of() : answer.content();
    boolean accepted = answer.action() == McpSchema.ElicitResult.Action.ACCEPT;
    Object given = content.get("reason");
    String reason = given instanceof String text && !text.isBlank() ? text
        : accepted ? "the user did not approve it" : "the user declined";
    Map<String, dev.krait.runtime.ApprovalDecision> decisions = new java.util.LinkedHashMap<>();
    for (dev.krait.runtime.ApprovalRequest r : s.pending()) {
      boolean approved = accepted && Boolean.TRUE.equals(content.get(approvalField(r.id())));
      decisions.put(r.id(), approved ? dev.krait.runtime.ApprovalDecision.approve()
          : dev.krait.runtime.ApprovalDecision.reject(reason));
    }
    return decisions;
  }

  private McpSchema.CallToolResult suspendedResult(CellResult.Suspended s, String session, Transcript transcript) {
    return suspendedResult(s, session, transcript, List.of());
  }

  /** Keeps the snapshot (it never leaves the server) and tells the model what waits and how to go on. */
  private McpSchema.CallToolResult suspendedResult(CellResult.Suspended s, String session, Transcript transcript,
      List<McpSchema.Content> before) {
    byte[] token = new byte[6];
    new java.security.SecureRandom().nextBytes(token);
    String cell = "cell-" + java.util.HexFormat.of().formatHex(token);
    suspended.put(cell, new Suspension(session, s.snapshot()));
    List<McpSchema.Content> content = new ArrayList<>(before);
    content.addAll(transcript.content());
    StringBuilder sb = new StringBuilder("Suspended: the cell waits for the user's approval of these calls"
        + " (none of them has run):\n");
    JsonMapper mapper = JsonMapper.shared();
    s.pending().forEach(r -> sb.append("  call ").append(r.id()).append(": tools.").append(r.tool()).append('(')
        .append(mapper.writeValueAsString(r.input())).append(")\n"));
    sb.append("Ask the user, then call resume_python with cell=\"").append(cell)
        .append("\", approve=[ids they approve] and reject={id: reason} for the others.");
    content.add(new McpSchema.TextContent(sb.toString()));
    return McpSchema.CallToolResult.builder().content(content).isError(false).build();
  }

  private static McpSchema.CallToolResult error(String message) {
    return McpSchema.CallToolResult.builder().addTextContent(message).isError(true).build();
  }

  /** Collects a cell's prints and outputs in order, and forwards notify() to the client. */
  private static final class Transcript implements CellListener {
    private final McpAsyncServerExchange exchange;
    private final List<Object> items = new ArrayList<>();

    Transcript(McpAsyncServerExchange exchange) {
      this.exchange = exchange;
    }

    @Override
    public synchronized void onPrint(String text) {
      if (!items.isEmpty() && items.get(items.size() - 1) instanceof StringBuilder sb) {
        sb.append(text);
      } else {
        items.add(new StringBuilder(text));
      }
    }

    @Override
    public synchronized void onOutput(CellOutput output) {
      items.add(output);
    }

    @Override
    public void onNotification(String message) {
      try {
        exchange.loggingNotification(McpSchema.LoggingMessageNotification.builder()
                .level(McpSchema.LoggingLevel.INFO).logger("krait").data(message).build())
            .onErrorResume(e -> Mono.empty())
            .subscribe();
      } catch (RuntimeException ignored) {
        // a client that went away must not break the cell
      }
    }

    synchronized List<McpSchema.Content> content() {
      List<McpSchema.Content> content = new ArrayList<>();
      for (Object item : items) {
        if (item instanceof StringBuilder sb) {
          content.add(new McpSchema.TextContent(sb.toString()));
        } else if (item instanceof CellOutput.Text t) {
          content.add(new McpSchema.TextContent(t.text()));
        } else if (item instanceof CellOutput.Media m) {
          content.add(new McpSchema.ImageContent(null, m.data(), m.mimeType()));
        }
      }
      return content;
    }
  }

  /** Stops serving (HTTP and stdio) and closes nothing it was given. */
  @Override
  public synchronized void close() {
    synchronized (servers) {
      for (McpAsyncServer s : servers) {
        try {
          s.closeGracefully().block(java.time.Duration.ofSeconds(2));
        } catch (RuntimeException e) {
          s.close();
        }
      }
      servers.clear();
    }
    if (tomcat != null) {
      try {
        tomcat.stop();
        tomcat.destroy();
      } catch (LifecycleException ignored) {
        // stopping anyway
      }
      tomcat = null;
    }
  }

  /** Configures a {@link KraitMcpServer}. */
  public static final class Builder {
    private McpTools upstream;
    private ToolExecutor tools;
    private CellLimits limits = CellLimits.defaults();
    private CellStore store;
    private int catalogueLimit = DEFAULT_CATALOGUE_LIMIT;
    private Isolation isolation = Isolation.IN_PROCESS;
    private final java.util.Set<String> approvals = new java.util.LinkedHashSet<>();

    private Builder() {}

    /** Where cells run (default in this JVM); {@link Isolation#PROCESS}: each in a worker process. */
    public Builder isolation(Isolation isolation) {
      this.isolation = Objects.requireNonNull(isolation, "isolation");
      return this;
    }

    /**
     * Calls to these tools wait for approval: a cell that waits only on such calls is returned to
     * the model as suspended, with the pending calls, and the server offers {@code resume_python}
     * to continue it with the user's decisions (the client's confirmation of that call is where
     * the user approves). The snapshots stay in this server's memory.
     */
    public Builder requireApproval(java.util.Collection<String> toolNames) {
      approvals.addAll(toolNames);
      return this;
    }

    /** The upstream tools cells may call (default none). */
    public Builder upstream(McpTools tools) {
      this.upstream = Objects.requireNonNull(tools, "tools");
      return this;
    }

    /**
     * Java (or any other) tools cells may call, beside or instead of the upstream MCP tools; their
     * {@linkplain ToolExecutor#metadata() metadata} (schemas) is what the description shows.
     */
    public Builder tools(ToolExecutor tools) {
      this.tools = Objects.requireNonNull(tools, "tools");
      return this;
    }

    /** Limits of each cell. */
    public Builder limits(CellLimits limits) {
      this.limits = Objects.requireNonNull(limits, "limits");
      return this;
    }

    /** One store shared by every session (e.g. a {@link SqliteCellStore}); default: in memory per session. */
    public Builder store(CellStore store) {
      this.store = Objects.requireNonNull(store, "store");
      return this;
    }

    /** Above this many tools, offer search helpers instead of listing every tool (default 30). */
    public Builder catalogueLimit(int limit) {
      if (limit < 0) {
        throw new IllegalArgumentException("catalogue limit must be >= 0");
      }
      this.catalogueLimit = limit;
      return this;
    }

    /** The server; serve it with {@link #serveStdio} or {@link #startHttp}. */
    public KraitMcpServer build() {
      return new KraitMcpServer(this);
    }
  }
}
