package dev.tablewright.ui.operations;

import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sdk.SdkGateway;

/** The batch and transaction tab on DynamoDB Local (embedded), through the AWS SDK. */
class MultiOperationLocalTest extends MultiOperationContract {
    @Override
    protected Gateway newGateway() {
        return new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
    }
}
