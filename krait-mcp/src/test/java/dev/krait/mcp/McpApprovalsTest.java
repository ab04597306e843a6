package dev.krait.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.mcp.internal.Json;
import dev.krait.runtime.ToolExecutor;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** krait mcp with approval-gated tools: a suspended cell comes back to the model, resume_python continues it. */
class McpApprovalsTest {

  @Test
  void aSuspendedCellIsReportedAndResumePythonFinishesIt() throws Exception {
    AtomicInteger refunds = new AtomicInteger();
    ToolExecutor tools = refundTool(refunds);
    try (KraitMcpServer server = KraitMcpServer.builder().tools(tools).requireApproval(List.of("refund")).build()) {
      int port = server.startHttp(0);
      try (McpSyncClient client = McpClient.sync(
              HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port).jsonMapper(Json.MCP_MAPPER).build())
          .requestTimeout(Duration.ofSeconds(30)).build()) {
        client.initialize();
        assertThat(client.listTools().tools()).extracting(McpSchema.Tool::name)
            .containsExactly("run_python", "resume_python");
        McpSchema.CallToolResult first = KraitMcpServerTest.run(client, """
            import asyncio
            async def refund(order):
                try:
                    return (await tools.refund(order=order))["order"]
                except ToolError as e:
                    return str(e)
            print("checking")
            print(await asyncio.gather(refund(1), refund(2)))
            """);
        String text = KraitMcpServerTest.text(first);
        assertThat(first.isError()).as(text).isFalse();
        assertThat(text).startsWith("checking\nSuspended: the cell waits for the user's approval of these calls"
            + " (none of them has run):\n  call 1: tools.refund({\"order\":1})\n  call 2: tools.refund({\"order\":2})\n");
        assertThat(refunds).hasValue(0);
        Matcher m = Pattern.compile("cell=\"(cell-[0-9a-f]+)\"").matcher(text);
        assertThat(m.find()).isTrue();
        String cell = m.group(1);

        McpSchema.CallToolResult wrong = client.callTool(new McpSchema.CallToolRequest("resume_python",
            Map.of("cell", cell, "approve", List.of("7"))));
        assertThat(wrong.isError()).isTrue();
        assertThat(KraitMcpServerTest.text(wrong)).isEqualTo("no call awaiting approval has the id 7 (waiting: 1, 2)");

        McpSchema.CallToolResult done = client.callTool(new McpSchema.CallToolRequest("resume_python",
            Map.of("cell", cell, "approve", List.of("1"), "reject", Map.of("2", "already refunded"))));
        assertThat(done.isError()).as(() -> KraitMcpServerTest.text(done)).isFalse();
        assertThat(KraitMcpServerTest.text(done))
            .isEqualTo("[1, 'tools.refund: the call was rejected by the reviewer: already refunded']\n");
        assertThat(refunds).hasValue(1);

        McpSchema.CallToolResult gone = client.callTool(new McpSchema.CallToolRequest("resume_python",
            Map.of("cell", cell)));
        assertThat(KraitMcpServerTest.text(gone)).isEqualTo("no suspended cell has the id " + cell);
      }
    }
  }

  /** A client that supports elicitation is asked directly; the model gets the finished cell. */
  @Test
  void aClientThatSupportsElicitationIsAskedAndTheCellFinishes() throws Exception {
    AtomicInteger refunds = new AtomicInteger();
    ToolExecutor tools = refundTool(refunds);
    List<McpSchema.ElicitFormRequest> asked = new java.util.concurrent.CopyOnWriteArrayList<>();
    try (KraitMcpServer server = KraitMcpServer.builder().tools(tools).requireApproval(List.of("refund")).build()) {
      int port = server.startHttp(0);
      try (McpSyncClient client = McpClient.sync(
              HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port).jsonMapper(Json.MCP_MAPPER).build())
          .requestTimeout(Duration.ofSeconds(30))
          .capabilities(McpSchema.ClientCapabilities.builder().elicitation().build())
          .elicitation(request -> {
            asked.add(request);
            return asked.size() == 1
                ? new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.ACCEPT,
                    Map.of("call_1", true, "call_2", false, "reason", "already refunded"))
                : new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.CANCEL, null);
          })
          .build()) {
        client.initialize();
        McpSchema.CallToolResult done = KraitMcpServerTest.run(client, """
            import asyncio
            async def refund(order):
                try:
                    return (await tools.refund(order=order))["order"]
                except ToolError as e:
                    return str(e)
            print("checking")
            print(await asyncio.gather(refund(1), refund(2)))
            """);
        assertThat(done.isError()).as(() -> KraitMcpServerTest.text(done)).isFalse();
        assertThat(KraitMcpServerTest.text(done))
            .isEqualTo("checking\n[1, 'tools.refund: the call was rejected by the reviewer: already refunded']\n");
        assertThat(refunds).hasValue(1);
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0).message()).isEqualTo("The Python cell wants to make these calls, which need your"
            + " approval (none of them has run yet). Tick the ones that may run:\n"
            + "  call 1: tools.refund({\"order\":1})\n  call 2: tools.refund({\"order\":2})");
        @SuppressWarnings("unchecked")
        Map<String, Object> properties = (Map<String, Object>) asked.get(0).requestedSchema().get("properties");
        assertThat(properties).containsOnlyKeys("call_1", "call_2", "reason");

        // cancelling leaves the cell suspended for resume_python, as without elicitation
        McpSchema.CallToolResult left = KraitMcpServerTest.run(client, "print(await tools.refund(order=3))\n");
        assertThat(KraitMcpServerTest.text(left)).startsWith("Suspended: the cell waits for the user's approval"
            + " of these calls (none of them has run):\n  call 1: tools.refund({\"order\":3})\n");
        assertThat(refunds).hasValue(1);
      }
    }
  }

  /** One tool, refund, that counts its calls and answers with its input. */
  private static ToolExecutor refundTool(AtomicInteger refunds) {
    return ToolExecutor.builder()
        .tool("refund", "Refunds an order.", input -> {
          refunds.incrementAndGet();
          return input;
        })
        .build();
  }
}
