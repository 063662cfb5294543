package dev.tablewright.ui.operations;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;

/** The batch and transaction tab on the Sandbox. */
class MultiOperationSandboxTest extends MultiOperationContract {
    @Override
    protected Gateway newGateway() {
        return SandboxGateway.empty();
    }
}
