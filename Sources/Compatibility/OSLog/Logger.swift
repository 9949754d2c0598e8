// On Linux, `import OSLog` resolves here: `Logger` and `OSLogType` over swift-log.
import Logging
