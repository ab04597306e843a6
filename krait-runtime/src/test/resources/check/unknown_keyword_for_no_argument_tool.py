# expect: 2:29: error: tools.list_files() got an unexpected keyword argument 'path'; it takes no arguments
await tools.list_files(path="/")
