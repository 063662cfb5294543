package dev.tablewright.aws;

import dev.tablewright.aws.sandbox.SandboxGateway;

/** The contract on the engine: the same questions, answered by the Sandbox. */
class SandboxGatewayContractTest extends GatewayContract {
    @Override
    protected Gateway newGateway() {
        return SandboxGateway.empty();
    }
}
