# Building 100k report lines with f-strings and joining them into one text.

def bench():
    lines = []
    for i in range(100_000):
        lines.append(f"row {i}: {i * 3}/{i % 17}")
    text = "\n".join(lines)
    return len(text)
