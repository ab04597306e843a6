/*
 * A Spring AI ChatModel that plays a script instead of calling a provider: each user turn is
 * answered with one run_python call carrying the next cell, and the tool's response is answered
 * with its text as the final answer. It records every prompt, so tests see what the model was shown.
 */
package dev.krait.spring.ai;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.ToolCallingChatOptions;

public final class ScriptedChatModel implements ChatModel {
  private final Deque<String> cells = new ArrayDeque<>();
  public final List<Prompt> prompts = new ArrayList<>();
  public final List<String> toolResponses = new ArrayList<>();

  /** One cell per user turn, in order. */
  public ScriptedChatModel(String... cells) {
    this.cells.addAll(List.of(cells));
  }

  @Override
  public synchronized ChatResponse call(Prompt prompt) {
    prompts.add(prompt);
    List<Message> messages = prompt.getInstructions();
    Message last = messages.get(messages.size() - 1);
    if (last instanceof ToolResponseMessage response) {
      String text = response.getResponses().get(0).responseData();
      toolResponses.add(text);
      return new ChatResponse(List.of(new Generation(new AssistantMessage(text))));
    }
    if (cells.isEmpty()) {
      return new ChatResponse(List.of(new Generation(new AssistantMessage("no cell left to run"))));
    }
    String arguments = KraitToolCallback.MAPPER.writeValueAsString(Map.of("code", cells.poll()));
    AssistantMessage call = AssistantMessage.builder()
        .toolCalls(List.of(new AssistantMessage.ToolCall("call-" + prompts.size(), "function",
            KraitToolCallback.TOOL_NAME, arguments)))
        .build();
    return new ChatResponse(List.of(new Generation(call)));
  }

  @Override
  public ChatOptions getOptions() {
    return ToolCallingChatOptions.builder().build();
  }
}
