# expect: 2:7: error: tools.echo() takes one JSON argument or keyword arguments, not 2 positional arguments
await tools.echo(1, 2)
