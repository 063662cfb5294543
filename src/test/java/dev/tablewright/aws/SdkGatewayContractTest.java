package dev.tablewright.aws;

import dev.tablewright.aws.sdk.SdkGateway;

/** The contract on a real DynamoDB: embedded DynamoDB Local through the AWS SDK. */
class SdkGatewayContractTest extends GatewayContract {
    @Override
    protected Gateway newGateway() {
        return new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
    }
}
