// On Linux, `import Combine` resolves here: OpenCombine, so publishers in providers compile.
@_exported import OpenCombine
