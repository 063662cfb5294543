package dev.tablewright.cli;

import dev.tablewright.cli.options.LiveOptions;

/** A command that may talk to a live DynamoDB: its failures are said as Test connection says them. */
interface LiveCommand {
    LiveOptions liveOptions();
}
